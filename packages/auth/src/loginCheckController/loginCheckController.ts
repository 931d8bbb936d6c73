import { ApiError, parseCookies, signedInHintCookies, type EntitlementsClient, type IdentityClient, type Session } from '@club/api-client';
import { getClock } from '@club/clock';
import { showErrorNotification } from '@club/site-state';
import type { createStore } from 'jotai';
import {
  clearUserAtom,
  completeLoginCheckAtom,
  sessionExpiresAtAtom,
  setUserAtom,
  ssoIDAtom,
} from '../user/user.atoms';
import { loadEntitlements } from './loadEntitlements';

type Store = ReturnType<typeof createStore>;

/** SPEC 8: a refresh that fails for any reason but an ended session. */
export const loginRefreshFailure = {
  title: 'There was a problem logging in',
  message: 'Please try again in a few minutes',
} as const;

/** Refresh this long before the access cookie expires, so no call ever meets an expired one. */
export const refreshLeadMs = 60_000;
/** Never schedule a refresh sooner than this (a clock far ahead of the server's would spin otherwise). */
export const minimumRefreshDelayMs = 5_000;
/** A tab hidden for longer than this checks the session again when it is shown. */
export const staleAfterHiddenMs = 5 * 60_000;
// setTimeout overflows past 2^31-1 ms and fires at once.
const maximumTimerMs = 2 ** 31 - 1;

export interface LoginCheckOptions {
  store: Store;
  /**
   * `loginCheck` answers the session, renewed from the refresh cookie by the platform, or null for a
   * visitor (no failed request in a visitor's console); `refresh` renews before the access cookie lapses.
   */
  identity: Pick<IdentityClient, 'loginCheck' | 'refresh'>;
  entitlements: Pick<EntitlementsClient, 'forUser'>;
  /**
   * Defaults to the page's document; visibility changes re-run a stale check, and its cookies say whether
   * the platform's "signed in" hint is there. Null for a one-off check, which always asks.
   */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener' | 'cookie'> | null;
  /**
   * Whether asking is worth a request: the platform's readable `club_signed_in` hint (`__Host-` or
   * `__Secure-` prefixed over HTTPS), set and cleared with
   * the session cookies. Without it the check completes at once as a visitor, with no request (issue 13).
   * Defaults to reading the document's cookies; always true without a document.
   */
  hasSignedInHint?: () => boolean;
  now?: () => number;
}

/** Whether the document's cookies hold the platform's "signed in" hint; unreadable cookies (a sandboxed frame) ask. */
function documentHasSignedInHint(doc: Pick<Document, 'cookie'>): boolean {
  try {
    const cookies = parseCookies(doc.cookie);
    return signedInHintCookies.some((name) => cookies.has(name));
  } catch {
    return true;
  }
}

export interface LoginCheck {
  /** Runs the check now; the promise settles when the user and their entitlements are known. */
  run(): Promise<void>;
  /** Stops the refresh timer, the store subscription and the visibility listener. Always resolves. */
  destroy(): Promise<void>;
}

/**
 * The login check of SPEC 4, run in the browser after hydration (pages are rendered logged-out/unknown
 * on the server so they stay cacheable). No "signed in" hint cookie → logged out → completed, at once
 * and without a request (a visitor's page loads no HTTP client for it). Otherwise: session → set the
 * user → their entitlements → completed; any failure → logged out → completed. A 401 gets one refresh
 * first, since the short-lived access cookie may simply have expired while the refresh cookie is still good.
 *
 * While anyone is signed in (by this check or by the login form, which both set the user's
 * `expiresAt`), the access cookie is refreshed shortly before it expires. A tab shown again after a
 * long time, or after its session expired, checks again.
 */
export function createLoginCheck({
  store,
  identity,
  entitlements,
  document: doc = globalThis.document,
  hasSignedInHint = () => (doc ? documentHasSignedInHint(doc) : true),
  now = () => getClock().nowMs(),
}: LoginCheckOptions): LoginCheck {
  let destroyed = false;
  // Each run takes a number; an answer that arrives after a newer run started is ignored.
  let generation = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenSince: number | null = null;

  const clearRefresh = () => {
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    refreshTimer = undefined;
  };

  const scheduleRefresh = () => {
    clearRefresh();
    const expiresAt = store.get(sessionExpiresAtAtom);
    if (expiresAt === null || destroyed) return;
    const delay = Math.min(Math.max(expiresAt - now() - refreshLeadMs, minimumRefreshDelayMs), maximumTimerMs);
    refreshTimer = setTimeout(() => void refreshNow(), delay);
  };
  const unsubscribe = store.sub(sessionExpiresAtAtom, scheduleRefresh);

  const run = async () => {
    if (destroyed) return;
    const current = ++generation;
    // The visitor may log in or out with the form while the check waits: their action wins.
    const userAtStart = store.get(ssoIDAtom);
    const stillCurrent = () => !destroyed && current === generation && store.get(ssoIDAtom) === userAtStart;
    if (!hasSignedInHint()) {
      // Nobody signed in on this browser (or they signed out in another tab): a visitor, without asking.
      store.set(clearUserAtom);
      store.set(completeLoginCheckAtom);
      return;
    }
    let session: Session | null = null;
    try {
      session = (await identity.loginCheck()).data?.attributes ?? null;
    } catch (error) {
      // An older platform answers 401 instead of null: renew once from the refresh cookie.
      if (error instanceof ApiError && error.statusCode === 401) {
        try {
          session = (await identity.refresh()).data.attributes;
        } catch {
          session = null;
        }
      }
    }
    if (!stillCurrent()) {
      if (!destroyed && current === generation) store.set(completeLoginCheckAtom);
      return;
    }
    if (session === null) {
      store.set(clearUserAtom);
      store.set(completeLoginCheckAtom);
      return;
    }
    store.set(setUserAtom, session);
    await loadEntitlements(store, entitlements, session.user.sub);
    if (!destroyed && current === generation) store.set(completeLoginCheckAtom);
  };

  async function refreshNow() {
    refreshTimer = undefined;
    const userAtStart = store.get(ssoIDAtom);
    if (destroyed || userAtStart === null) return;
    try {
      const session = (await identity.refresh()).data.attributes;
      if (destroyed || store.get(ssoIDAtom) !== userAtStart) return;
      store.set(setUserAtom, session);
    } catch (error) {
      if (destroyed || store.get(ssoIDAtom) !== userAtStart) return;
      if (error instanceof ApiError && error.statusCode === 401) {
        // The session ended (signed out elsewhere, refresh token revoked): the visitor is logged out.
        store.set(clearUserAtom);
        return;
      }
      // The platform could not be reached: keep the user and say so; the tab checks again when shown.
      store.set(showErrorNotification, loginRefreshFailure);
    }
  }

  const onVisibilityChange = () => {
    if (destroyed || !doc) return;
    if (doc.visibilityState === 'hidden') {
      hiddenSince = now();
      return;
    }
    const hiddenFor = hiddenSince === null ? 0 : now() - hiddenSince;
    hiddenSince = null;
    const expiresAt = store.get(sessionExpiresAtAtom);
    const expired = expiresAt !== null && now() >= expiresAt - refreshLeadMs;
    if (hiddenFor >= staleAfterHiddenMs || expired) void run();
  };
  doc?.addEventListener('visibilitychange', onVisibilityChange);

  // A user already in the store (a second controller, hot reload) keeps being refreshed.
  scheduleRefresh();

  return {
    run,
    destroy: async () => {
      destroyed = true;
      clearRefresh();
      unsubscribe();
      doc?.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
