import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextLink } from '../TextLink/TextLink';
import { LinkProvider, isInternalHref, type LinkComponentProps } from './LinkProvider';

function RouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} />;
}

describe('isInternalHref', () => {
  it('should treat a path starting with / as internal', () => {
    expect(isInternalHref('/')).toBe(true);
    expect(isInternalHref('/tickets/match-tickets')).toBe(true);
  });

  it('should treat everything else as external', () => {
    expect(isInternalHref('https://shop.example.com')).toBe(false);
    expect(isInternalHref('mailto:tickets@example.com')).toBe(false);
    expect(isInternalHref('#packages')).toBe(false);
    expect(isInternalHref('tickets')).toBe(false);
  });

  it('should treat a protocol-relative //host link as external', () => {
    expect(isInternalHref('//evil.example.com/path')).toBe(false);
  });
});

describe('LinkProvider', () => {
  describe('given an app link component', () => {
    it('should render internal links through it', () => {
      render(
        <LinkProvider component={RouterLink}>
          <TextLink href="/news">News</TextLink>
        </LinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'News' });
      expect(link.hasAttribute('data-router-link')).toBe(true);
      expect(link.getAttribute('href')).toBe('/news');
    });

    it('should render external links as plain anchors in the same tab', () => {
      render(
        <LinkProvider component={RouterLink}>
          <TextLink href="https://example.com/terms">Terms and conditions</TextLink>
        </LinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'Terms and conditions' });
      expect(link.hasAttribute('data-router-link')).toBe(false);
      expect(link.getAttribute('href')).toBe('https://example.com/terms');
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    });

    it('should open a new-tab link safely and say so to screen readers', () => {
      render(
        <LinkProvider component={RouterLink}>
          <TextLink href="https://shop.example.com" newTab>
            Shop
          </TextLink>
        </LinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'Shop (opens in a new tab)' });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.hasAttribute('data-router-link')).toBe(false);
    });

    it('should pass new-tab attributes to the app link for an internal new-tab link', () => {
      render(
        <LinkProvider component={RouterLink}>
          <TextLink href="/help-info/faqs" newTab>
            FAQs
          </TextLink>
        </LinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'FAQs (opens in a new tab)' });
      expect(link.hasAttribute('data-router-link')).toBe(true);
      expect(link.getAttribute('target')).toBe('_blank');
    });
  });

  describe('given no provider', () => {
    it('should render internal links as plain anchors', () => {
      render(<TextLink href="/news">News</TextLink>);
      const link = screen.getByRole('link', { name: 'News' });
      expect(link.getAttribute('href')).toBe('/news');
      expect(link.hasAttribute('data-router-link')).toBe(false);
    });
  });
});
