import { ApiError } from '@club/api-client';
import { accountNotificationAtom } from '@club/site-state';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionAnswer } from '../testing/renderWithAuth';
import {
  loggedInAtom,
  loginCheckCompletedAtom,
  loginStatusUpdatedByUserAtom,
  setUserAtom,
  userDisplayNameAtom,
} from '../user/user.atoms';
import { handleLoginSuccess, handleLogoutSuccess, signIn, signOut } from './accountActions';

describe('account actions', () => {
  describe('signIn', () => {
    it('should ask for a new password when the platform answers passwordChangeRequired', async () => {
      const api = fakeApi();
      api.identity.authenticate.mockRejectedValue(new ApiError(400, 'Choose a new password', 'passwordChangeRequired'));
      expect(await signIn(createStore(), api, { email: 'reset@example.com', password: 'x' })).toEqual({
        status: 'newPasswordRequired',
      });
    });

    it("should pass on the platform's words for a refusal", async () => {
      const api = fakeApi();
      api.identity.authenticate.mockRejectedValue(new ApiError(429, 'Too many attempts. Try again in 1 minute.'));
      expect(await signIn(createStore(), api, { email: 'fan@example.com', password: 'x' })).toEqual({
        status: 'failed',
        message: 'Too many attempts. Try again in 1 minute.',
      });
    });
  });

  describe('signOut', () => {
    it('should treat an already ended session as signed out', async () => {
      const api = fakeApi();
      api.identity.signOut.mockRejectedValue(new ApiError(401, 'No active user'));
      const store = createStore();
      store.set(setUserAtom, sessionAnswer().data.attributes);
      expect(await signOut(store, api)).toEqual({ status: 'signedOut' });
      expect(store.get(loggedInAtom)).toBe(false);
    });
  });

  describe('handleLoginSuccess', () => {
    it("should check the login again and say 'Logged In'", async () => {
      const api = fakeApi();
      api.identity.loginCheck.mockResolvedValue(sessionAnswer());
      const store = createStore();
      await handleLoginSuccess(store, api);
      expect(store.get(userDisplayNameAtom)).toBe('Frankie Fan');
      expect(store.get(loginStatusUpdatedByUserAtom)).toBe(true);
      expect(store.get(accountNotificationAtom)).toEqual({ display: true, message: 'Logged In' });
    });

    it("should not say 'Logged In' when nobody is", async () => {
      const store = createStore();
      await handleLoginSuccess(store, fakeApi());
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      expect(store.get(accountNotificationAtom).display).toBe(false);
    });
  });

  describe('handleLogoutSuccess', () => {
    it("should end the session, clear the user and say 'Logged Out'", async () => {
      const api = fakeApi();
      const store = createStore();
      store.set(setUserAtom, sessionAnswer().data.attributes);
      await handleLogoutSuccess(store, api);
      expect(api.identity.signOut).toHaveBeenCalledTimes(1);
      expect(store.get(loggedInAtom)).toBe(false);
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      expect(store.get(accountNotificationAtom)).toEqual({ display: true, message: 'Logged Out' });
    });
  });
});
