import type { Entitlements, Session } from '@club/api-client';
import { clearLoginPromptMessage } from '@club/site-state';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

/**
 * SPEC 3 'Shared user state' as jotai atoms. The base atoms stay private: everything outside this file
 * reads the derived atoms and changes the user only through the action atoms below (SPEC 4), so a
 * half-set user (logged in without an id, entitlements of someone else) cannot happen.
 */

/** What the account summary says about entitlements; `entitlements` itself stays null until known. */
export const entitlementsStatuses = ['unknown', 'loading', 'held', 'none', 'error'] as const;
export type EntitlementsStatus = (typeof entitlementsStatuses)[number];

/** The profile button's three states (SPEC 4: the login check starts unknown). */
export type LoginState = 'unknown' | 'loggedIn' | 'loggedOut';

const loginCheckCompletedBase = atom(false);
const loginStatusUpdatedByUserBase = atom(false);
const loggedInBase = atom(false);
const userDisplayNameBase = atom<string | null>(null);
const ssoIDBase = atom<string | null>(null);
const emailBase = atom<string | null>(null);
const entitlementsBase = atom<readonly string[] | null>(null);
const entitlementsStatusBase = atom<EntitlementsStatus>('unknown');
const stripeCustomerIDBase = atom<string | null>(null);
const bypassedBase = atom(false);
const sessionExpiresAtBase = atom<number | null>(null);

export const loginCheckCompletedAtom = atom((get) => get(loginCheckCompletedBase));
/** True once the visitor has logged in or out on this page (players re-ask for a session then). */
export const loginStatusUpdatedByUserAtom = atom((get) => get(loginStatusUpdatedByUserBase));
export const loggedInAtom = atom((get) => get(loggedInBase));
export const userDisplayNameAtom = atom((get) => get(userDisplayNameBase));
/** The signed-in user's id (the identity provider's `sub`). */
export const ssoIDAtom = atom((get) => get(ssoIDBase));
export const emailAtom = atom((get) => get(emailBase));
/** The entitlement ids the user holds: null until known, [] for none. */
export const entitlementsAtom = atom((get) => get(entitlementsBase));
export const entitlementsStatusAtom = atom((get) => get(entitlementsStatusBase));
export const stripeCustomerIDAtom = atom((get) => get(stripeCustomerIDBase));
/** SPEC 6: club staff whose stream restrictions are bypassed; the summary shows a label. */
export const bypassedAtom = atom((get) => get(bypassedBase));

/**
 * SPEC 3: a random integer from 1 to 1,000,000 for tracking payloads. Lazy, so each store (one per
 * request on the server, one per page in the browser) draws its own rather than sharing one module-wide.
 */
/** When the access cookie expires (ms since epoch), for the login check's refresh timer; not SPEC state. */
export const sessionExpiresAtAtom = atom((get) => get(sessionExpiresAtBase));

export const sessionIDAtom = atomWithLazy(() => 1 + Math.floor(Math.random() * 1_000_000));

export const loginStateAtom = atom<LoginState>((get) => {
  if (get(loggedInBase)) return 'loggedIn';
  return get(loginCheckCompletedBase) ? 'loggedOut' : 'unknown';
});

/**
 * SPEC 4: setting the user stores loggedIn, name, ssoID and email and clears the prompt message.
 * A different user than before starts with unknown entitlements, never the previous user's.
 */
export const setUserAtom = atom(null, (get, set, session: Session) => {
  const ssoId = session.user.sub;
  if (get(ssoIDBase) !== ssoId) {
    set(entitlementsBase, null);
    set(entitlementsStatusBase, 'unknown');
    set(stripeCustomerIDBase, null);
  }
  set(loggedInBase, true);
  set(userDisplayNameBase, session.displayName);
  set(ssoIDBase, ssoId);
  set(emailBase, session.user.email);
  set(bypassedBase, session.bypassed);
  const expiresAt = Date.parse(session.expiresAt);
  set(sessionExpiresAtBase, Number.isFinite(expiresAt) ? expiresAt : null);
  set(clearLoginPromptMessage);
});

/** SPEC 4: clearing the user sets loggedIn false and forgets everything about them. */
export const clearUserAtom = atom(null, (_get, set) => {
  set(loggedInBase, false);
  set(userDisplayNameBase, null);
  set(ssoIDBase, null);
  set(emailBase, null);
  set(entitlementsBase, null);
  set(entitlementsStatusBase, 'unknown');
  set(stripeCustomerIDBase, null);
  set(bypassedBase, false);
  set(sessionExpiresAtBase, null);
});

/** SPEC 4: whatever the login check found, it has now completed. */
export const completeLoginCheckAtom = atom(null, (_get, set) => {
  set(loginCheckCompletedBase, true);
});

/** The visitor logged in or out themselves (form, panel, `?logoutSuccess`). */
export const markLoginStatusUpdatedByUserAtom = atom(null, (_get, set) => {
  set(loginStatusUpdatedByUserBase, true);
});

export const entitlementsLoadingAtom = atom(null, (_get, set) => {
  set(entitlementsStatusBase, 'loading');
});

/**
 * SPEC 7: the answer is applied only if its userID matches the signed-in ssoID, so a late answer for a
 * previous user is dropped. Returns whether it was applied.
 */
export const applyEntitlementsAtom = atom(null, (get, set, answer: Entitlements): boolean => {
  const ssoId = get(ssoIDBase);
  if (ssoId === null || answer.userID !== ssoId) return false;
  set(entitlementsBase, [...answer.entitlements]);
  set(entitlementsStatusBase, answer.entitlements.length > 0 ? 'held' : 'none');
  set(stripeCustomerIDBase, answer.stripeCustomerID);
  return true;
});

/** SPEC 8: 404 means 'You have no subscriptions'; other failures leave the user with none and say so. */
export const entitlementsUnavailableAtom = atom(
  null,
  (get, set, { ssoID: ssoId, reason }: { ssoID: string; reason: 'none' | 'error' }) => {
    if (get(ssoIDBase) !== ssoId) return;
    set(entitlementsBase, []);
    set(entitlementsStatusBase, reason);
  },
);
