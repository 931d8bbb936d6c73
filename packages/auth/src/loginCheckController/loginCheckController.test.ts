import { getClock } from '@club/clock';
import { ApiError, type Session } from '@club/api-client';
import { accountHeaderOpenAtom, errorNotificationAtom, loginPromptAtom, openLoginPrompt } from '@club/site-state';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bypassedAtom,
  emailAtom,
  entitlementsAtom,
  entitlementsStatusAtom,
  loggedInAtom,
  loginCheckCompletedAtom,
  loginStateAtom,
  setUserAtom,
  ssoIDAtom,
  stripeCustomerIDAtom,
  userDisplayNameAtom,
} from '../user/user.atoms';
import { createLoginCheck, refreshLeadMs, staleAfterHiddenMs } from './loginCheckController';

const start = Date.parse('2026-03-01T12:00:00Z');

function session(overrides: Partial<Session> = {}, sub = 'user-1'): { data: { attributes: Session } } {
  return {
    data: {
      attributes: {
        user: { sub, email: 'fan@example.com', given_name: 'Frankie', family_name: 'Fan' },
        displayName: 'Frankie Fan',
        bypassed: false,
        // Fifteen minutes from the clock's now (the fake timers move it).
        expiresAt: new Date(getClock().nowMs() + 15 * 60_000).toISOString(),
        ...overrides,
      },
    },
  };
}

function entitlementsOf(userId: string, entitlements: string[], stripeCustomerId: string | null = 'cus_1') {
  return { data: { attributes: { userID: userId, entitlements, stripeCustomerID: stripeCustomerId } } };
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  // The platform's readable "signed in" hint, which makes the check ask (absent: a visitor, no request).
  cookie = 'club_cookie_consent=1; club_signed_in=1';
  show() {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setup() {
  const store = createStore();
  const identity = { loginCheck: vi.fn(), refresh: vi.fn() };
  const entitlements = { forUser: vi.fn() };
  const doc = new FakeDocument();
  const check = createLoginCheck({ store, identity, entitlements, document: doc });
  return { store, identity, entitlements, doc, check };
}

describe('createLoginCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('should start unknown', () => {
    const { store } = setup();
    expect(store.get(loginStateAtom)).toBe('unknown');
    expect(store.get(loginCheckCompletedAtom)).toBe(false);
    expect(store.get(entitlementsAtom)).toBeNull();
  });

  describe('given a signed-in visitor', () => {
    it('should set the user, then their entitlements, then complete', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session({ bypassed: true }));
      entitlements.forUser.mockResolvedValue(entitlementsOf('user-1', ['video-subscription'], 'cus_9'));
      store.set(openLoginPrompt, 'Please log in');

      await check.run();

      expect(entitlements.forUser).toHaveBeenCalledWith('user-1');
      expect(store.get(loggedInAtom)).toBe(true);
      expect(store.get(userDisplayNameAtom)).toBe('Frankie Fan');
      expect(store.get(ssoIDAtom)).toBe('user-1');
      expect(store.get(emailAtom)).toBe('fan@example.com');
      expect(store.get(bypassedAtom)).toBe(true);
      expect(store.get(entitlementsAtom)).toEqual(['video-subscription']);
      expect(store.get(entitlementsStatusAtom)).toBe('held');
      expect(store.get(stripeCustomerIDAtom)).toBe('cus_9');
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      expect(store.get(loginStateAtom)).toBe('loggedIn');
      // SPEC 4: setting the user clears the prompt message.
      expect(store.get(loginPromptAtom)).toBeNull();
      expect(store.get(accountHeaderOpenAtom)).toBe(true);
      await check.destroy();
    });

    it('should log a visitor out without asking for a refresh when the platform answers null', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue({ data: null });
      await check.run();
      expect(identity.refresh).not.toHaveBeenCalled();
      expect(entitlements.forUser).not.toHaveBeenCalled();
      expect(store.get(loggedInAtom)).toBe(false);
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      await check.destroy();
    });

    it('should ignore entitlements that belong to another user', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockResolvedValue(entitlementsOf('someone-else', ['video-subscription']));
      await check.run();
      expect(store.get(entitlementsAtom)).toBeNull();
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      await check.destroy();
    });

    it('should record no subscriptions when entitlements answer 404', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockRejectedValue(new ApiError(404, 'Not found'));
      await check.run();
      expect(store.get(entitlementsAtom)).toEqual([]);
      expect(store.get(entitlementsStatusAtom)).toBe('none');
      expect(store.get(errorNotificationAtom).display).toBe(false);
      await check.destroy();
    });

    it('should set no entitlements and tell the visitor when the video service fails', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockRejectedValue(new ApiError(503, 'Unavailable'));
      await check.run();
      expect(store.get(entitlementsAtom)).toEqual([]);
      expect(store.get(entitlementsStatusAtom)).toBe('error');
      expect(store.get(errorNotificationAtom)).toEqual({
        display: true,
        title: 'There was a problem connecting to the video service',
        message: 'Please try again in a few minutes',
      });
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      await check.destroy();
    });

    it('should refresh the access cookie a minute before it expires', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockRejectedValue(new ApiError(404, 'Not found'));
      identity.refresh.mockImplementation(async () => session());
      await check.run();

      await vi.advanceTimersByTimeAsync(15 * 60_000 - refreshLeadMs - 1);
      expect(identity.refresh).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(identity.refresh).toHaveBeenCalledTimes(1);
      // The new session's expiry schedules the next refresh.
      await vi.advanceTimersByTimeAsync(15 * 60_000 - refreshLeadMs);
      expect(identity.refresh).toHaveBeenCalledTimes(2);
      expect(store.get(loggedInAtom)).toBe(true);
      await check.destroy();
    });

    it('should log the visitor out when a refresh finds the session over', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockRejectedValue(new ApiError(404, 'Not found'));
      identity.refresh.mockRejectedValue(new ApiError(401, 'Session expired'));
      await check.run();
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(store.get(loggedInAtom)).toBe(false);
      expect(store.get(loginStateAtom)).toBe('loggedOut');
      expect(store.get(entitlementsAtom)).toBeNull();
      await check.destroy();
    });

    it('should keep the user and say so when a refresh cannot reach the platform', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockRejectedValue(new ApiError(404, 'Not found'));
      identity.refresh.mockRejectedValue(new TypeError('Failed to fetch'));
      await check.run();
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(store.get(loggedInAtom)).toBe(true);
      expect(store.get(errorNotificationAtom)).toEqual({
        display: true,
        title: 'There was a problem logging in',
        message: 'Please try again in a few minutes',
      });
      await check.destroy();
    });

    it('should refresh for a user signed in by the form, not only by the check', async () => {
      const { store, identity, check } = setup();
      identity.refresh.mockImplementation(async () => session());
      store.set(setUserAtom, session().data.attributes);
      await vi.advanceTimersByTimeAsync(15 * 60_000 - refreshLeadMs);
      expect(identity.refresh).toHaveBeenCalledTimes(1);
      await check.destroy();
    });

    it('should stop refreshing once destroyed', async () => {
      const { identity, entitlements, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockRejectedValue(new ApiError(404, 'Not found'));
      await check.run();
      await check.destroy();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(identity.refresh).not.toHaveBeenCalled();
    });
  });

  describe('given an expired access cookie', () => {
    it('should refresh once on a 401 and carry on signed in', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockRejectedValue(new ApiError(401, 'Not signed in'));
      identity.refresh.mockResolvedValue(session());
      entitlements.forUser.mockResolvedValue(entitlementsOf('user-1', []));
      await check.run();
      expect(identity.refresh).toHaveBeenCalledTimes(1);
      expect(store.get(loggedInAtom)).toBe(true);
      expect(store.get(entitlementsStatusAtom)).toBe('none');
      await check.destroy();
    });
  });

  describe('given a logged-out visitor', () => {
    it('should settle on logged out after one refresh attempt', async () => {
      const { store, identity, entitlements, check } = setup();
      identity.loginCheck.mockRejectedValue(new ApiError(401, 'Not signed in'));
      identity.refresh.mockRejectedValue(new ApiError(401, 'Not signed in'));
      await check.run();
      expect(identity.refresh).toHaveBeenCalledTimes(1);
      expect(entitlements.forUser).not.toHaveBeenCalled();
      expect(store.get(loginStateAtom)).toBe('loggedOut');
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      await check.destroy();
    });

    it('should treat an unreachable platform as logged out, without a refresh', async () => {
      const { store, identity, check } = setup();
      identity.loginCheck.mockRejectedValue(new TypeError('Failed to fetch'));
      await check.run();
      expect(identity.refresh).not.toHaveBeenCalled();
      expect(store.get(loginStateAtom)).toBe('loggedOut');
      await check.destroy();
    });

    it('should not undo a login made with the form while the check waited', async () => {
      const { store, identity, check } = setup();
      let answer: (reason: unknown) => void = () => {};
      identity.loginCheck.mockReturnValue(new Promise((_resolve, reject) => (answer = reject)));
      identity.refresh.mockRejectedValue(new ApiError(401, 'Not signed in'));
      const running = check.run();
      store.set(setUserAtom, session().data.attributes);
      answer(new ApiError(401, 'Not signed in'));
      await running;
      expect(store.get(loggedInAtom)).toBe(true);
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      await check.destroy();
    });
  });

  describe('without the "signed in" hint cookie', () => {
    it('should complete at once as a visitor, without a request', () => {
      const { store, identity, entitlements, doc } = setup();
      doc.cookie = 'club_cookie_consent=1; club_signed_in_elsewhere=1';
      const check = createLoginCheck({ store, identity, entitlements, document: doc });
      void check.run();
      // Before any promise settles: nothing was awaited.
      expect(store.get(loginStateAtom)).toBe('loggedOut');
      expect(store.get(loginCheckCompletedAtom)).toBe(true);
      expect(identity.loginCheck).not.toHaveBeenCalled();
      expect(identity.refresh).not.toHaveBeenCalled();
      expect(entitlements.forUser).not.toHaveBeenCalled();
      void check.destroy();
    });

    it.each(['__Host-club_signed_in=1', '__Secure-club_signed_in=1'])('should ask when the hint has its HTTPS name (%s)', async (cookie) => {
      const { store, identity, entitlements, doc } = setup();
      doc.cookie = `club_cookie_consent=1; ${cookie}`;
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockResolvedValue(entitlementsOf('user-1', []));
      const check = createLoginCheck({ store, identity, entitlements, document: doc });
      await check.run();
      expect(identity.loginCheck).toHaveBeenCalledTimes(1);
      expect(store.get(loggedInAtom)).toBe(true);
      await check.destroy();
    });

    it('should read the hint through the injected reader', async () => {
      const store = createStore();
      const identity = { loginCheck: vi.fn(), refresh: vi.fn() };
      const entitlements = { forUser: vi.fn() };
      const doc = new FakeDocument();
      let hint = false;
      const check = createLoginCheck({ store, identity, entitlements, document: doc, hasSignedInHint: () => hint });
      await check.run();
      expect(identity.loginCheck).not.toHaveBeenCalled();
      hint = true;
      identity.loginCheck.mockResolvedValue({ data: null });
      await check.run();
      expect(identity.loginCheck).toHaveBeenCalledTimes(1);
      await check.destroy();
    });

    it('should ask when the cookies cannot be read (a sandboxed frame)', async () => {
      const store = createStore();
      const identity = { loginCheck: vi.fn().mockResolvedValue({ data: null }), refresh: vi.fn() };
      const doc = new FakeDocument();
      Object.defineProperty(doc, 'cookie', {
        get: () => {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        },
      });
      const check = createLoginCheck({ store, identity, entitlements: { forUser: vi.fn() }, document: doc });
      await check.run();
      expect(identity.loginCheck).toHaveBeenCalledTimes(1);
      expect(store.get(loginStateAtom)).toBe('loggedOut');
      await check.destroy();
    });

    it('should always ask in a one-off check without a document', async () => {
      const store = createStore();
      const identity = { loginCheck: vi.fn().mockResolvedValue(session()), refresh: vi.fn() };
      const entitlements = { forUser: vi.fn().mockResolvedValue(entitlementsOf('user-1', [])) };
      const check = createLoginCheck({ store, identity, entitlements, document: null });
      await check.run();
      expect(identity.loginCheck).toHaveBeenCalledTimes(1);
      expect(store.get(loggedInAtom)).toBe(true);
      await check.destroy();
    });

    it('should ask when the tab is shown again after the fan signed in in another tab', async () => {
      const { store, identity, entitlements, doc, check } = setup();
      doc.cookie = '';
      await check.run();
      expect(store.get(loginStateAtom)).toBe('loggedOut');
      doc.hide();
      doc.cookie = 'club_signed_in=1';
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockResolvedValue(entitlementsOf('user-1', ['video-subscription']));
      vi.setSystemTime(start + staleAfterHiddenMs);
      doc.show();
      await vi.advanceTimersByTimeAsync(0);
      expect(identity.loginCheck).toHaveBeenCalledTimes(1);
      expect(store.get(loggedInAtom)).toBe(true);
      expect(store.get(entitlementsAtom)).toEqual(['video-subscription']);
      await check.destroy();
    });

    it('should log the fan out without a request when the tab is shown again after they signed out in another tab', async () => {
      const { store, identity, entitlements, doc, check } = setup();
      identity.loginCheck.mockResolvedValue(session());
      entitlements.forUser.mockResolvedValue(entitlementsOf('user-1', []));
      await check.run();
      expect(store.get(loggedInAtom)).toBe(true);
      doc.hide();
      doc.cookie = 'club_cookie_consent=1';
      vi.setSystemTime(start + staleAfterHiddenMs);
      doc.show();
      await vi.advanceTimersByTimeAsync(0);
      expect(identity.loginCheck).toHaveBeenCalledTimes(1);
      expect(store.get(loginStateAtom)).toBe('loggedOut');
      expect(store.get(entitlementsAtom)).toBeNull();
      // Nobody to refresh for any more.
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(identity.refresh).not.toHaveBeenCalled();
      await check.destroy();
    });
  });

  describe('when the tab is shown again', () => {
    it('should check again after a long time hidden', async () => {
      const { identity, doc, check } = setup();
      identity.loginCheck.mockRejectedValue(new ApiError(401, 'Not signed in'));
      identity.refresh.mockRejectedValue(new ApiError(401, 'Not signed in'));
      await check.run();
      doc.hide();
      vi.setSystemTime(start + staleAfterHiddenMs);
      doc.show();
      await vi.advanceTimersByTimeAsync(0);
      expect(identity.loginCheck).toHaveBeenCalledTimes(2);
      await check.destroy();
    });

    it('should not check again after a short glance away', async () => {
      const { identity, doc, check } = setup();
      identity.loginCheck.mockRejectedValue(new ApiError(401, 'Not signed in'));
      identity.refresh.mockRejectedValue(new ApiError(401, 'Not signed in'));
      await check.run();
      doc.hide();
      vi.setSystemTime(start + 10_000);
      doc.show();
      await vi.advanceTimersByTimeAsync(0);
      expect(identity.loginCheck).toHaveBeenCalledTimes(1);
      await check.destroy();
    });
  });
});
