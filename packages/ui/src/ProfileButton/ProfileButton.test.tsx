import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { ProfileButton } from './ProfileButton';

describe('ProfileButton', () => {
  describe('given a logged-out fan', () => {
    it("should read 'Log In' and call onClick", async () => {
      const onClick = vi.fn();
      render(<ProfileButton state="loggedOut" onClick={onClick} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Log In' }));
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a logged-in fan', () => {
    it("should read 'Profile' and say whether the account panel is open", () => {
      render(<ProfileButton state="loggedIn" onClick={() => {}} expanded={false} controls="account-panel" />);
      const button = screen.getByRole('button', { name: 'Profile' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('aria-controls')).toBe('account-panel');
    });
  });

  describe('while the login check runs', () => {
    it('should render a placeholder in the same slot and no button', () => {
      const { container } = render(<ProfileButton state="unknown" onClick={() => {}} />);
      expect(screen.queryByRole('button')).toBeNull();
      const slot = container.firstElementChild;
      expect(slot?.getAttribute('data-state')).toBe('unknown');
      expect(slot?.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    });
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <ProfileButton state="loggedOut" onClick={() => {}} />
        <ProfileButton state="loggedIn" onClick={() => {}} />
        <ProfileButton state="unknown" onClick={() => {}} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
