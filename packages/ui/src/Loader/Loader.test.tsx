import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Loader, loaderSizes } from './Loader';

describe('Loader', () => {
  it("should be a status that says 'Loading' by default", () => {
    render(<Loader />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('should say what is loading', () => {
    render(<Loader label="Loading packages" labelVisibility="visible" />);
    expect(screen.getByRole('status').textContent).toBe('Loading packages');
  });

  it('should keep the spinner itself out of the accessibility tree', () => {
    render(<Loader />);
    expect(screen.getByRole('status').firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('should have no axe violations in any size', async () => {
    const { container } = render(
      <>
        {loaderSizes.map((size) => (
          <Loader key={size} size={size} label={`Loading ${size}`} />
        ))}
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
