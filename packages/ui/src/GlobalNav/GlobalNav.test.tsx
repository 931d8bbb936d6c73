import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { globalNavItems } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { GlobalNav } from './GlobalNav';

describe('GlobalNav', () => {
  it('should be a nav named "Club sites" listing the items in order', () => {
    render(<GlobalNav items={globalNavItems} />);
    const nav = screen.getByRole('navigation', { name: 'Club sites' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Club Site',
      'Tickets',
      'Shop (opens in a new tab)',
      'Club TV',
      'App',
    ]);
  });

  it('should open the shop in a new tab and keep external tickets in this one', () => {
    render(<GlobalNav items={globalNavItems} />);
    expect(screen.getByRole('link', { name: 'Shop (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Tickets' }).hasAttribute('target')).toBe(false);
  });

  it('should mark the current site', () => {
    render(<GlobalNav items={globalNavItems} currentPath="/videos/replays" />);
    expect(screen.getByRole('link', { name: 'Club TV' }).getAttribute('aria-current')).toBe('true');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<GlobalNav items={globalNavItems} currentPath="/app" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
