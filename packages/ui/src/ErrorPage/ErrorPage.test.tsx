import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quickLinks } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { ErrorPage } from './ErrorPage';

const notFound = () => ({ statusCode: 404, title: 'This page could not be found' });

describe('ErrorPage', () => {
  describe('given a page that could not be found', () => {
    it('should show the 404 error page with the quick links', () => {
      render(<ErrorPage describe={notFound} quickLinks={quickLinks} />);
      expect(screen.getByRole('heading', { level: 1, name: '404 error' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
      const links = within(screen.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['News', '/news'],
        ['Matches', '/matches'],
        ['Teams', '/teams'],
        ['Tickets', '/tickets'],
      ]);
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    });

    it('should have no accessibility violations', async () => {
      const { container } = render(<ErrorPage describe={notFound} quickLinks={quickLinks} />);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a failure while describing the error', () => {
    it('should still explain, with the details, and offer a way home', () => {
      // React reports the caught render error on the console; what the visitor sees is what matters.
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <ErrorPage
          describe={() => {
            throw new Error('statusCode is unreadable');
          }}
          quickLinks={quickLinks}
          homeHref="/home"
        />,
      );
      expect(
        screen.getByRole('heading', { level: 1, name: 'An error occured while showing the error page' }),
      ).toBeTruthy();
      expect(screen.getByText('Details: statusCode is unreadable')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
      consoleError.mockRestore();
    });
  });
});
