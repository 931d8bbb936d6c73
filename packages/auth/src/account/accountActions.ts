import { ApiError, passwordChangeRequiredCode } from '@club/api-client';
import { closeAccountHeader, showAccountNotification } from '@club/site-state';
import type { createStore } from 'jotai';
import { createLoginCheck } from '../loginCheckController/loginCheckController';
import { loadEntitlements } from '../loginCheckController/loadEntitlements';
import {
  clearUserAtom,
  completeLoginCheckAtom,
  loggedInAtom,
  markLoginStatusUpdatedByUserAtom,
  setUserAtom,
} from '../user/user.atoms';
import type { AuthApi } from '../AuthProvider/AuthProvider';
import { failureMessage, loggedInNotice, loggedOutNotice, logoutPanelCloseMs } from './messages';

type Store = ReturnType<typeof createStore>;

export type SignInResult =
  | { status: 'signedIn' }
  | { status: 'newPasswordRequired' }
  | { status: 'failed'; message: string };

/**
 * SPEC 4 'Login form': authenticate, store the user, then their entitlements. The username is
 * lowercased and trimmed (SPEC 5). 'passwordChangeRequired' asks the form for a new password.
 */
export async function signIn(
  store: Store,
  api: AuthApi,
  credentials: { email: string; password: string; newPassword?: string },
): Promise<SignInResult> {
  let session;
  try {
    session = await api.identity.authenticate({
      username: credentials.email.trim().toLowerCase(),
      password: credentials.password,
      ...(credentials.newPassword === undefined ? {} : { newPassword: credentials.newPassword }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === passwordChangeRequiredCode) return { status: 'newPasswordRequired' };
    return { status: 'failed', message: failureMessage(error) };
  }
  const attributes = session.data.attributes;
  store.set(setUserAtom, attributes);
  store.set(markLoginStatusUpdatedByUserAtom);
  store.set(completeLoginCheckAtom);
  await loadEntitlements(store, api.entitlements, attributes.user.sub);
  return { status: 'signedIn' };
}

/**
 * SPEC 4: logout signs out, clears the user, closes the panel after 600 ms and shows 'Logged Out'.
 * Resolves once signed out (the panel closes later); a failed sign-out keeps the user as they were.
 */
export async function signOut(store: Store, api: AuthApi): Promise<{ status: 'signedOut' } | { status: 'failed'; message: string }> {
  try {
    await api.identity.signOut();
  } catch (error) {
    // 401: the session had already ended, which is what signing out wants.
    if (!(error instanceof ApiError && error.statusCode === 401)) return { status: 'failed', message: failureMessage(error) };
  }
  store.set(clearUserAtom);
  store.set(markLoginStatusUpdatedByUserAtom);
  setTimeout(() => {
    store.set(closeAccountHeader);
    store.set(showAccountNotification, loggedOutNotice);
  }, logoutPanelCloseMs);
  return { status: 'signedOut' };
}

/**
 * SPEC 2.1 `?loginSuccess=true`: check the login again (the visitor just signed in elsewhere, e.g. on the
 * account site) and say 'Logged In' if they are. For whoever handles the query parameters on each site.
 */
export async function handleLoginSuccess(store: Store, api: AuthApi): Promise<void> {
  const check = createLoginCheck({ store, identity: api.identity, entitlements: api.entitlements, document: null });
  try {
    await check.run();
  } finally {
    await check.destroy();
  }
  store.set(markLoginStatusUpdatedByUserAtom);
  if (store.get(loggedInAtom)) store.set(showAccountNotification, loggedInNotice);
}

/**
 * SPEC 2.1 `?logoutSuccess=true`: run the logout clean-up (end the platform session if one is left,
 * clear the user) and say 'Logged Out'.
 */
export async function handleLogoutSuccess(store: Store, api: AuthApi): Promise<void> {
  await api.identity.signOut().catch(() => undefined);
  store.set(clearUserAtom);
  store.set(completeLoginCheckAtom);
  store.set(markLoginStatusUpdatedByUserAtom);
  store.set(showAccountNotification, loggedOutNotice);
}
