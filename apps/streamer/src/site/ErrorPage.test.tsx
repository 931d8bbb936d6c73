import { ApiError } from '@club/api-client';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage, RouteErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  describe('given a path the streaming site does not have', () => {
    it("should show the 404 error page with quick links into the site's sections", () => {
      render(<NotFoundPage />);
      expect(screen.getByRole('heading', { level: 1, name: '404 error' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
      const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
      expect(within(quickLinks).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/#next-match',
        '/#packages',
        '/#fixtures',
        '/#troubleshooting',
      ]);
    });

    it('should have no accessibility violations', async () => {
      const { container } = render(<NotFoundPage />);
      // happy-dom computes no layout, so contrast is checked in the browser tests instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });

  it("should show a failed loader's status code", () => {
    render(<RouteErrorPage error={new ApiError(502, 'Bad Gateway')} />);
    expect(screen.getByRole('heading', { level: 1, name: '502 error' })).toBeTruthy();
  });

  describe('given a failure inside the error page itself', () => {
    it('should still explain and offer a way home', () => {
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
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      consoleError.mockRestore();
    });
  });
});
