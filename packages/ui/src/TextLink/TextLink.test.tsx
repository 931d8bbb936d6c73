import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { TextLink, textLinkTones } from './TextLink';

describe('TextLink', () => {
  it.each(textLinkTones)('should render the %s tone as a named link', (tone) => {
    render(
      <TextLink href="/news" tone={tone}>
        Read more news
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Read more news' }).getAttribute('href')).toBe('/news');
  });

  it('should have no axe violations inside a sentence', async () => {
    const { container } = render(
      <p>
        Buy <TextLink href="/tickets">tickets</TextLink> or visit the{' '}
        <TextLink href="https://shop.example.com" newTab>
          shop
        </TextLink>
        .
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
