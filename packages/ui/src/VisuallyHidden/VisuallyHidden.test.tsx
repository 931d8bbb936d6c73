import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('should keep its text in the accessible name of its parent', () => {
    render(
      <button type="button">
        <span aria-hidden>×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <p>
        3,241 <VisuallyHidden>fans watching</VisuallyHidden>
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
