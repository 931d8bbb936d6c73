import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { SearchButton } from './SearchButton';

describe('SearchButton', () => {
  it("should be a button named 'Search' that calls onClick", async () => {
    const onClick = vi.fn();
    render(<SearchButton onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should say whether the search panel is open', () => {
    render(<SearchButton onClick={() => {}} expanded controls="search-panel" />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe('search-panel');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<SearchButton onClick={() => {}} label="Search the site" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
