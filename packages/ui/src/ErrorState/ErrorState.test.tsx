import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { quickLinks } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { ErrorState } from './ErrorState';

function RouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} />;
}

describe('ErrorState', () => {
  describe('given a 404', () => {
    it("should say '404 error' in the h1, then the title and the default message", () => {
      render(<ErrorState statusCode={404} title="This page could not be found" quickLinks={quickLinks} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 error');
      expect(screen.getByRole('heading', { level: 2, name: 'This page could not be found' })).toBeTruthy();
      expect(
        screen.getByText("Sorry, it looks like the page you are looking for isn't available right now."),
      ).toBeTruthy();
    });
  });

  it('should show the status code it is given', () => {
    render(<ErrorState statusCode={500} title="Unknown middleware" quickLinks={quickLinks} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('500 error');
  });

  it('should show a custom message instead of the default', () => {
    render(
      <ErrorState
        statusCode={500}
        title="An error occured while showing the error page"
        message="Loading chunk 42 failed."
        quickLinks={quickLinks}
      />,
    );
    expect(screen.getByText('Loading chunk 42 failed.')).toBeTruthy();
    expect(screen.queryByText(/Sorry, it looks like/)).toBeNull();
  });

  it("should list the Quick Links under a 'Quick Links' heading, through the app link", () => {
    render(
      <LinkProvider component={RouterLink}>
        <ErrorState statusCode={404} title="This page could not be found" quickLinks={quickLinks} />
      </LinkProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(nav).getByRole('heading', { name: 'Quick Links' })).toBeTruthy();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['News', 'Matches', 'Teams', 'Tickets']);
    expect(links.every((link) => link.hasAttribute('data-router-link'))).toBe(true);
  });

  it('should offer a way home when given homeHref', () => {
    render(<ErrorState statusCode={404} title="This page could not be found" quickLinks={[]} homeHref="/" />);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <ErrorState statusCode={404} title="This page could not be found" quickLinks={quickLinks} homeHref="/" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
