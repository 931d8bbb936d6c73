import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerSponsors } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { SponsorLogos } from './SponsorLogos';

describe('SponsorLogos', () => {
  it('should list each sponsor as a new-tab link named by its logo', () => {
    render(<SponsorLogos sponsors={headerSponsors} />);
    const list = screen.getByRole('list', { name: 'Sponsors' });
    const link = within(list).getByRole('link', { name: 'Harbour Bank (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://bank.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(link).getByRole('img', { name: 'Harbour Bank' })).toBeTruthy();
  });

  it('should show no more than three', () => {
    render(<SponsorLogos sponsors={[...headerSponsors, { name: 'Fourth', imageKey: 'x.png', href: 'https://four.example.com' }]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Fourth/ })).toBeNull();
  });

  it('should render nothing without sponsors (child mode hides them)', () => {
    const { container } = render(<SponsorLogos sponsors={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<SponsorLogos sponsors={headerSponsors} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
