import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sponsorRows } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { SponsorRows } from './SponsorRows';

describe('SponsorRows', () => {
  it('should title each row and list its sponsors as new-tab links named by their logos', () => {
    render(<SponsorRows rows={sponsorRows} />);
    const section = screen.getByRole('region', { name: 'Our partners' });
    expect(within(section).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Principal Partners',
      'Official Partners',
    ]);
    const link = within(section).getByRole('link', { name: 'Quay Motors (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(link).getByRole('img', { name: 'Quay Motors' })).toBeTruthy();
  });

  it('should mark each row with its size', () => {
    render(<SponsorRows rows={sponsorRows} />);
    const principal = screen.getByRole('heading', { name: 'Principal Partners' }).parentElement;
    expect(principal?.getAttribute('data-size')).toBe('large');
    expect(within(principal as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('should leave out empty rows (child mode hides sponsors) and render nothing when all are empty', () => {
    const { container, rerender } = render(<SponsorRows rows={[{ title: 'Empty', size: 'small', sponsors: [] }, ...sponsorRows]} />);
    expect(screen.queryByRole('heading', { name: 'Empty' })).toBeNull();
    rerender(<SponsorRows rows={[{ title: 'Empty', size: 'small', sponsors: [] }]} />);
    expect(container.innerHTML).toBe('');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<SponsorRows rows={sponsorRows} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
