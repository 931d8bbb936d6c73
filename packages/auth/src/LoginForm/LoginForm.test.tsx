import { ApiError } from '@club/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, renderWithAuth, sessionAnswer } from '../testing/renderWithAuth';
import { entitlementsAtom, loggedInAtom, loginStatusUpdatedByUserAtom, userDisplayNameAtom } from '../user/user.atoms';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should show the social buttons, disabled, above a divider', () => {
    renderWithAuth(<LoginForm />);
    for (const name of ['Log in with Facebook', 'Log in with Google', 'Log in with Apple']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByText('or')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/account/forgot-password');
  });

  it('should show the register box after 1 second', () => {
    vi.useFakeTimers();
    renderWithAuth(<LoginForm />);
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/account/register');
  });

  it('should log in with the username lowercased and trimmed, then store the user and entitlements', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.authenticate.mockResolvedValue(sessionAnswer());
    api.entitlements.forUser.mockResolvedValue({
      data: { attributes: { userID: 'user-1', entitlements: ['audio-pass'], stripeCustomerID: null } },
    });
    const onSignedIn = vi.fn();
    const { store } = renderWithAuth(<LoginForm onSignedIn={onSignedIn} />, { api });

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '  Fan@Example.COM ');
    await user.type(screen.getByLabelText(/^Password/), 'Password123!');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.identity.authenticate).toHaveBeenCalledWith({ username: 'fan@example.com', password: 'Password123!' });
    expect(store.get(loggedInAtom)).toBe(true);
    expect(store.get(userDisplayNameAtom)).toBe('Frankie Fan');
    expect(store.get(entitlementsAtom)).toEqual(['audio-pass']);
    expect(store.get(loginStatusUpdatedByUserAtom)).toBe(true);
  });

  it('should announce the failure message in red as an alert', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.authenticate.mockRejectedValue(new ApiError(401, 'Incorrect username or password.'));
    const { store } = renderWithAuth(<LoginForm />, { api });

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'fan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    expect(store.get(loggedInAtom)).toBe(false);
    // Focus stays where the fan was, so they can correct and submit again.
    expect(screen.getByRole('button', { name: 'Log In' })).toBe(document.activeElement);
  });

  it("should not show a server failure's internals", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.authenticate.mockRejectedValue(new ApiError(500, 'SQLITE_BUSY: database is locked'));
    renderWithAuth(<LoginForm />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'fan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Password123!');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, something went wrong. Please try again in a few minutes.');
  });

  describe('given an account that must change its password', () => {
    async function reachNewPasswordMode() {
      const user = userEvent.setup();
      const api = fakeApi();
      api.identity.authenticate.mockRejectedValueOnce(
        new ApiError(400, 'A new password is required', 'passwordChangeRequired'),
      );
      const rendered = renderWithAuth(<LoginForm />, { api });
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'reset@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'Password123!');
      await user.keyboard('{Enter}');
      await screen.findByRole('heading', { name: 'Set a new password' });
      return { ...rendered, user, api };
    }

    it('should switch to new-password mode with focus in the new password', async () => {
      await reachNewPasswordMode();
      expect(screen.getByLabelText(/^New Password/)).toBe(document.activeElement);
      expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    });

    it("should say 'New Password does not match' without calling the platform", async () => {
      const { user, api } = await reachNewPasswordMode();
      await user.type(screen.getByLabelText(/^New Password/), 'a brand new phrase');
      await user.type(screen.getByLabelText(/^Confirm New Password/), 'a different phrase');
      await user.keyboard('{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe('New Password does not match');
      expect(api.identity.authenticate).toHaveBeenCalledTimes(1);
    });

    it('should sign in with the new password', async () => {
      const { user, api, store } = await reachNewPasswordMode();
      api.identity.authenticate.mockResolvedValue(sessionAnswer({}, { email: 'reset@example.com' }));
      await user.type(screen.getByLabelText(/^New Password/), 'a brand new phrase');
      await user.type(screen.getByLabelText(/^Confirm New Password/), 'a brand new phrase');
      await user.click(screen.getByRole('button', { name: 'Set New Password' }));
      await waitFor(() => expect(store.get(loggedInAtom)).toBe(true));
      expect(api.identity.authenticate).toHaveBeenLastCalledWith({
        username: 'reset@example.com',
        password: 'Password123!',
        newPassword: 'a brand new phrase',
      });
    });
  });

  it('should have no axe violations, with an error showing', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.identity.authenticate.mockRejectedValue(new ApiError(403, 'Your account has been blocked by an administrator'));
    const { container } = renderWithAuth(<LoginForm />, { api });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'blocked@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Password123!');
    await user.keyboard('{Enter}');
    await screen.findByText('Your account has been blocked by an administrator');
    expect(await axeViolations(container)).toEqual([]);
  });
});
