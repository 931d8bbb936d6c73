import { ApiError } from '@club/api-client';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage, RouteErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  describe('given a path outside the navigation tree', () => {
    it('should show the 404 error page with the quick links', () => {
      render(<NotFoundPage />);
      expect(screen.getByRole('heading', { level: 1, name: '404 error' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
      expect(screen.getByText("Sorry, it looks like the page you are looking for isn't available right now.")).toBeTruthy();
      const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
      expect(within(quickLinks).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['News', '/news'],
        ['Matches', '/matches'],
        ['Teams', '/teams'],
        ['Tickets', '/tickets'],
      ]);
    });
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<NotFoundPage />);
    // happy-dom computes no layout, so contrast is checked in the browser tests instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  describe('given a loader that failed', () => {
    it("should show the failure's status code", () => {
      render(<RouteErrorPage error={new ApiError(503, 'Service Unavailable')} />);
      expect(screen.getByRole('heading', { level: 1, name: '503 error' })).toBeTruthy();
    });

    it('should show 500 when the failure has no status', () => {
      render(<RouteErrorPage error={new Error('boom')} />);
      expect(screen.getByRole('heading', { level: 1, name: '500 error' })).toBeTruthy();
    });
  });

  describe('given a failure inside the error page itself', () => {
    it('should still explain and offer a way home', () => {
      // React reports the caught render error on the console; the page handling it is what matters.
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const unreadable = {
        get statusCode(): number {
          throw new Error('statusCode is unreadable');
        },
      };
      render(<RouteErrorPage error={unreadable} />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'An error occured while showing the error page' }),
      ).toBeTruthy();
      expect(screen.getByText('Details: statusCode is unreadable')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      consoleError.mockRestore();
    });
  });
});
