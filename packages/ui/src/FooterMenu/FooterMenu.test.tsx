import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { footerColumns } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { FooterMenu } from './FooterMenu';

describe('FooterMenu', () => {
  it('should be a nav with one titled list per column', () => {
    render(<FooterMenu columns={footerColumns} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Tickets',
      'Club',
      'Fans',
      'Help',
    ]);
    expect(within(nav).getByRole('link', { name: 'Memberships' }).getAttribute('href')).toBe('/tickets/memberships');
  });

  it('should announce external new-tab links', () => {
    render(<FooterMenu columns={footerColumns} />);
    expect(screen.getByRole('link', { name: 'Shop (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
  });

  it('should render nothing without columns', () => {
    const { container } = render(<FooterMenu columns={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<FooterMenu columns={footerColumns.slice(0, 2)} label="Streamer" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
