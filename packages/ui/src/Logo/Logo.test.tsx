import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { axeViolations } from '../private/testing/axe';
import { Logo } from './Logo';

function RouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} />;
}

describe('Logo', () => {
  it('should link home through the app link component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Logo href="/" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Brackwater Blues FC home' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.hasAttribute('data-router-link')).toBe(true);
  });

  it('should show the wordmark', () => {
    const { container } = render(<Logo href="/" />);
    expect(container.textContent).toContain('Brackwater');
    expect(container.textContent).toContain('Blues');
  });

  it('should be named by its text, not by a label that leaves out the words it shows', () => {
    render(<Logo href="/" clubName="Brackwater Blues FC" />);
    const link = screen.getByRole('link', { name: 'Brackwater Blues FC home' });
    expect(link.hasAttribute('aria-label')).toBe(false);
  });

  it('should be an image named after the club without an href', () => {
    render(<Logo clubName="Brackwater Blues Football Club" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Brackwater Blues Football Club' })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Logo href="/" />
        <Logo />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
