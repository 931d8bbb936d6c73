import { ApiError } from '@club/api-client';
import { accountHeaderOpenAtom } from '@club/site-state';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { fakeApi, renderWithAuth, sessionAnswer } from '../testing/renderWithAuth';
import { completeLoginCheckAtom, setUserAtom, userDisplayNameAtom } from '../user/user.atoms';
import { AccountProfile } from './AccountProfile';

const attributes = { sub: 'user-1', email: 'fan@example.com', given_name: 'Frankie', family_name: 'Fan' };

describe('AccountProfile', () => {
  it('should wait for the login check, then ask a logged-out visitor to log in', async () => {
    const user = userEvent.setup();
    const { store } = renderWithAuth(<AccountProfile />);
    expect(screen.getByText('Checking your account')).toBeTruthy();
    act(() => store.set(completeLoginCheckAtom));
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Faccount%2Fprofile',
    );
    await user.click(screen.getByRole('button', { name: 'Log in here' }));
    expect(store.get(accountHeaderOpenAtom)).toBe(true);
  });

  describe('given a logged-in user', () => {
    async function renderSignedIn() {
      const api = fakeApi();
      api.identity.attributes.mockResolvedValue({ data: { attributes } });
      api.account.sessions.mockResolvedValue({ data: [] });
      const rendered = renderWithAuth(<AccountProfile />, { api });
      act(() => {
        rendered.store.set(setUserAtom, sessionAnswer().data.attributes);
        rendered.store.set(completeLoginCheckAtom);
      });
      await screen.findByRole('heading', { name: 'Your details' });
      return { ...rendered, api, user: userEvent.setup() };
    }

    it('should update the details and say so', async () => {
      const { api, user, store, container } = await renderSignedIn();
      expect(await axeViolations(container)).toEqual([]);
      api.identity.updateAttributes.mockResolvedValue({ data: { attributes: { ...attributes, given_name: 'Frank' } } });
      api.identity.session.mockResolvedValue(sessionAnswer({ displayName: 'Frank Fan' }));
      const first = screen.getByRole('textbox', { name: 'First name' });
      await user.clear(first);
      await user.type(first, 'Frank');
      await user.click(screen.getByRole('button', { name: 'Update Details' }));
      await waitFor(() => expect(screen.getByText('Your details have been successfully updated')).toBeTruthy());
      // The email is not part of it: it changes with the password and a code (issue 28).
      expect(api.identity.updateAttributes).toHaveBeenCalledWith({ given_name: 'Frank', family_name: 'Fan' });
      expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
      expect(store.get(userDisplayNameAtom)).toBe('Frank Fan');
    });

    it('should offer the email change and the signed-in devices, loaded as they are shown', async () => {
      const { container } = await renderSignedIn();
      expect(screen.getByRole('heading', { name: 'Email address' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toBeTruthy();
      expect(await screen.findByRole('textbox', { name: 'New email' })).toBeTruthy();
      expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('should change the password and say so', async () => {
      const { api, user } = await renderSignedIn();
      api.identity.changePassword.mockResolvedValue(undefined);
      await user.type(screen.getByLabelText(/^Current Password/), 'Password123!');
      await user.type(screen.getByLabelText(/^New Password/), 'a new long phrase');
      await user.type(screen.getByLabelText(/^Confirm New Password/), 'a new long phrase');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      await waitFor(() => expect(screen.getByText('Your password has been successfully updated')).toBeTruthy());
      expect(api.identity.changePassword).toHaveBeenCalledWith({ oldPassword: 'Password123!', newPassword: 'a new long phrase' });
      expect((screen.getByLabelText(/^Current Password/) as HTMLInputElement).value).toBe('');
    });

    it("should show 'No active user' when the session has gone", async () => {
      const { api, user } = await renderSignedIn();
      api.identity.changePassword.mockRejectedValue(new ApiError(401, 'No active user'));
      await user.type(screen.getByLabelText(/^Current Password/), 'Password123!');
      await user.type(screen.getByLabelText(/^New Password/), 'a new long phrase');
      await user.type(screen.getByLabelText(/^Confirm New Password/), 'a new long phrase');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'No active user')).toBe(true));
    });
  });
});
