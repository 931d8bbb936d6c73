import { loginPromptAtom, openLoginPrompt } from '@club/site-state';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { sessionAnswer } from '../testing/renderWithAuth';
import {
  applyEntitlementsAtom,
  bypassedAtom,
  clearUserAtom,
  emailAtom,
  entitlementsAtom,
  entitlementsStatusAtom,
  entitlementsUnavailableAtom,
  loggedInAtom,
  loginCheckCompletedAtom,
  loginStatusUpdatedByUserAtom,
  sessionIDAtom,
  setUserAtom,
  ssoIDAtom,
  stripeCustomerIDAtom,
  userDisplayNameAtom,
} from './user.atoms';

describe('user atoms', () => {
  it('should start as SPEC 3 says', () => {
    const store = createStore();
    expect(store.get(loginCheckCompletedAtom)).toBe(false);
    expect(store.get(loginStatusUpdatedByUserAtom)).toBe(false);
    expect(store.get(loggedInAtom)).toBe(false);
    expect(store.get(userDisplayNameAtom)).toBeNull();
    expect(store.get(ssoIDAtom)).toBeNull();
    expect(store.get(emailAtom)).toBeNull();
    expect(store.get(entitlementsAtom)).toBeNull();
    expect(store.get(stripeCustomerIDAtom)).toBeNull();
    expect(store.get(bypassedAtom)).toBe(false);
  });

  it('should draw a session id from 1 to 1,000,000, one per store', () => {
    const ids = Array.from({ length: 200 }, () => createStore().get(sessionIDAtom));
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(1_000_000);
    }
    expect(new Set(ids).size).toBeGreaterThan(1);
    const store = createStore();
    expect(store.get(sessionIDAtom)).toBe(store.get(sessionIDAtom));
  });

  it('should store the user and clear the prompt message when set', () => {
    const store = createStore();
    store.set(openLoginPrompt, 'Please log in');
    store.set(setUserAtom, sessionAnswer({ bypassed: true }).data.attributes);
    expect(store.get(loggedInAtom)).toBe(true);
    expect(store.get(userDisplayNameAtom)).toBe('Frankie Fan');
    expect(store.get(ssoIDAtom)).toBe('user-1');
    expect(store.get(emailAtom)).toBe('fan@example.com');
    expect(store.get(bypassedAtom)).toBe(true);
    expect(store.get(loginPromptAtom)).toBeNull();
  });

  it("should never keep a previous user's entitlements for a different user", () => {
    const store = createStore();
    store.set(setUserAtom, sessionAnswer().data.attributes);
    store.set(applyEntitlementsAtom, { userID: 'user-1', entitlements: ['video-subscription'], stripeCustomerID: 'cus_1' });
    store.set(setUserAtom, sessionAnswer({}, { sub: 'user-2' }).data.attributes);
    expect(store.get(entitlementsAtom)).toBeNull();
    expect(store.get(stripeCustomerIDAtom)).toBeNull();
    expect(store.get(entitlementsStatusAtom)).toBe('unknown');
  });

  it('should keep entitlements when the same user is set again (a refreshed session)', () => {
    const store = createStore();
    store.set(setUserAtom, sessionAnswer().data.attributes);
    store.set(applyEntitlementsAtom, { userID: 'user-1', entitlements: ['audio-pass'], stripeCustomerID: null });
    store.set(setUserAtom, sessionAnswer().data.attributes);
    expect(store.get(entitlementsAtom)).toEqual(['audio-pass']);
  });

  it('should apply entitlements only when their userID matches the ssoID', () => {
    const store = createStore();
    expect(store.set(applyEntitlementsAtom, { userID: 'user-1', entitlements: ['x'], stripeCustomerID: null })).toBe(false);
    store.set(setUserAtom, sessionAnswer().data.attributes);
    expect(store.set(applyEntitlementsAtom, { userID: 'user-2', entitlements: ['x'], stripeCustomerID: null })).toBe(false);
    expect(store.get(entitlementsAtom)).toBeNull();
    expect(store.set(applyEntitlementsAtom, { userID: 'user-1', entitlements: [], stripeCustomerID: null })).toBe(true);
    expect(store.get(entitlementsStatusAtom)).toBe('none');
  });

  it('should ignore an unavailable answer for someone no longer signed in', () => {
    const store = createStore();
    store.set(setUserAtom, sessionAnswer().data.attributes);
    store.set(entitlementsUnavailableAtom, { ssoID: 'user-2', reason: 'error' });
    expect(store.get(entitlementsStatusAtom)).toBe('unknown');
  });

  it('should forget everything about the user when cleared', () => {
    const store = createStore();
    store.set(setUserAtom, sessionAnswer({ bypassed: true }).data.attributes);
    store.set(applyEntitlementsAtom, { userID: 'user-1', entitlements: ['audio-pass'], stripeCustomerID: 'cus_1' });
    store.set(clearUserAtom);
    expect(store.get(loggedInAtom)).toBe(false);
    expect(store.get(userDisplayNameAtom)).toBeNull();
    expect(store.get(ssoIDAtom)).toBeNull();
    expect(store.get(emailAtom)).toBeNull();
    expect(store.get(entitlementsAtom)).toBeNull();
    expect(store.get(stripeCustomerIDAtom)).toBeNull();
    expect(store.get(bypassedAtom)).toBe(false);
  });
});
