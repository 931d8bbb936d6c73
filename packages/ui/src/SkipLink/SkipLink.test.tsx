import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it("should read 'Skip to content' and target #main", () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it('should be the first tab stop before the header', async () => {
    render(
      <>
        <SkipLink />
        <a href="/">Home</a>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' }));
  });

  it('should take another target and text', () => {
    render(<SkipLink target="#results">Skip to results</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to results' }).getAttribute('href')).toBe('#results');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <SkipLink />
        <main id="main">Content</main>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
