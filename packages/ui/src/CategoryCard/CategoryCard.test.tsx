import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { CategoryCard } from './CategoryCard';

describe('CategoryCard', () => {
  describe('given a title', () => {
    it('should be one link named by the title under a heading, with a decorative image', () => {
      render(<CategoryCard title="Club TV" href="/videos" imageKey="menu/club-tv.jpg" />);
      const link = screen.getByRole('link', { name: 'Club TV' });
      expect(link.getAttribute('href')).toBe('/videos');
      expect(screen.getByRole('heading', { level: 3, name: 'Club TV' })).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
    });

    it('should announce an external link that opens a new tab', () => {
      render(<CategoryCard title="Store" href="https://shop.example.com" newTab imageKey="menu/store.jpg" />);
      const link = screen.getByRole('link', { name: 'Store (opens in a new tab)' });
      expect(link.getAttribute('target')).toBe('_blank');
    });
  });

  describe('given no title', () => {
    it('should name the link by the image', () => {
      render(<CategoryCard href="/tickets" imageKey="menu/tickets.jpg" imageAlt="Tickets" />);
      expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets');
      expect(screen.queryByRole('heading')).toBeNull();
    });
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <CategoryCard title="Club TV" href="/videos" imageKey="menu/club-tv.jpg" />
        <CategoryCard href="/tickets" imageKey="menu/tickets.jpg" imageAlt="Tickets" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
