import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('should take its accessible name from the label', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Search" icon="Search" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should pass state attributes through for menus and toggles', () => {
    render(<IconButton label="Menu" icon="Burger" aria-expanded={false} aria-controls="main-menu" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('main-menu');
  });

  it('should render a link when given an href', () => {
    render(<IconButton label="Club Instagram" icon="Instagram" href="https://instagram.com" newTab />);
    expect(screen.getByRole('link', { name: 'Club Instagram (opens in a new tab)' })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <IconButton label="Search" icon="Search" />
        <IconButton label="Close" icon="Close" disabled />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
