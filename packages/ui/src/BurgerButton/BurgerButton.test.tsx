import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { BurgerButton } from './BurgerButton';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BurgerButton expanded={open} controls="main-menu" onClick={() => setOpen(!open)} />
      <div id="main-menu" hidden={!open}>
        Menu
      </div>
    </>
  );
}

describe('BurgerButton', () => {
  it('should be a collapsed button named Menu that controls the menu', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('main-menu');
  });

  it('should report expanded once the owner opens the menu, and turn into a cross', async () => {
    render(<Menu />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('Close');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Menu />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
