import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { EndCard } from './EndCard';

describe('EndCard', () => {
  it('should be one link to the full list, named by its title', () => {
    render(<EndCard title="View all news" href="/news" />);
    expect(screen.getByRole('link', { name: 'View all news' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('heading', { level: 3, name: 'View all news' })).toBeTruthy();
  });

  it('should announce a new tab', () => {
    render(<EndCard title="Visit the shop" href="https://shop.example.com" newTab />);
    expect(screen.getByRole('link', { name: 'Visit the shop (opens in a new tab)' })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<EndCard title="View all news" href="/news" headingAs="h4" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
