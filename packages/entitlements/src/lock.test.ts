import { describe, expect, it } from 'vitest';
import { entitlementDefaults, isVideoLocked, lockMessage, videoLockReason } from './lock';

describe('isVideoLocked', () => {
  describe('given a free item', () => {
    it('should unlock free items for visitors', () => {
      expect(isVideoLocked({ itemEntitlements: ['?'], loggedIn: false, userEntitlements: null })).toBe(false);
    });
    it('should unlock free items even when other entitlements are listed', () => {
      expect(isVideoLocked({ itemEntitlements: ['video-subscription', '?'], loggedIn: false, userEntitlements: null })).toBe(false);
    });
    it('should unlock free items for logged-in users without entitlements', () => {
      expect(isVideoLocked({ itemEntitlements: ['?'], loggedIn: true, userEntitlements: [] })).toBe(false);
    });
  });

  describe('given a visitor (logged out)', () => {
    it('should lock logged-in items', () => {
      expect(isVideoLocked({ itemEntitlements: ['*'], loggedIn: false, userEntitlements: null })).toBe(true);
    });
    it('should lock package items even if stale entitlements are held', () => {
      expect(
        isVideoLocked({ itemEntitlements: ['video-subscription'], loggedIn: false, userEntitlements: ['video-subscription'] }),
      ).toBe(true);
    });
    it('should lock items with an empty list', () => {
      expect(isVideoLocked({ itemEntitlements: [], loggedIn: false, userEntitlements: null })).toBe(true);
    });
  });

  describe('given a logged-in user', () => {
    it("should unlock '*' items without any entitlement", () => {
      expect(isVideoLocked({ itemEntitlements: ['*'], loggedIn: true, userEntitlements: null })).toBe(false);
    });
    it('should unlock an empty list by default (lockEmptyEntitlements false)', () => {
      expect(isVideoLocked({ itemEntitlements: [], loggedIn: true, userEntitlements: [] })).toBe(false);
    });
    it('should lock an empty list when lockEmptyEntitlements is on', () => {
      expect(isVideoLocked({ itemEntitlements: [], loggedIn: true, userEntitlements: [], lockEmptyEntitlements: true })).toBe(true);
    });
    it('should unlock when one listed entitlement is held', () => {
      expect(
        isVideoLocked({
          itemEntitlements: ['video-subscription', 'match-pass-2026-11-21-lanmouth-athletic'],
          loggedIn: true,
          userEntitlements: ['match-pass-2026-11-21-lanmouth-athletic'],
        }),
      ).toBe(false);
    });
    it('should lock when no listed entitlement is held', () => {
      expect(
        isVideoLocked({ itemEntitlements: ['video-subscription'], loggedIn: true, userEntitlements: ['audio-pass'] }),
      ).toBe(true);
    });
    it('should lock package items while entitlements are unknown (null)', () => {
      expect(isVideoLocked({ itemEntitlements: ['video-subscription'], loggedIn: true, userEntitlements: null })).toBe(true);
    });
    it('should compare entitlements exactly (no case folding or prefixes)', () => {
      expect(
        isVideoLocked({ itemEntitlements: ['video-subscription'], loggedIn: true, userEntitlements: ['Video-Subscription', 'video'] }),
      ).toBe(true);
    });
  });
});

describe('videoLockReason', () => {
  it('should be unlocked for a free item', () => {
    expect(videoLockReason({ itemEntitlements: ['?'], loggedIn: false, userEntitlements: null })).toBe('unlocked');
  });
  it('should ask a visitor to log in for any other item', () => {
    expect(videoLockReason({ itemEntitlements: ['*'], loggedIn: false, userEntitlements: null })).toBe('requireLogin');
    expect(videoLockReason({ itemEntitlements: ['video-subscription'], loggedIn: false, userEntitlements: null })).toBe(
      'requireLogin',
    );
    expect(videoLockReason({ itemEntitlements: [], loggedIn: false, userEntitlements: null })).toBe('requireLogin');
  });
  it("should be unlocked for a logged-in user on a '*' item", () => {
    expect(videoLockReason({ itemEntitlements: ['*'], loggedIn: true, userEntitlements: [] })).toBe('unlocked');
  });
  it('should ask a logged-in user without the entitlement to upgrade', () => {
    expect(videoLockReason({ itemEntitlements: ['video-subscription'], loggedIn: true, userEntitlements: ['audio-pass'] })).toBe(
      'requirePremium',
    );
  });
  it('should ask for an upgrade on an empty list when lockEmptyEntitlements is on', () => {
    expect(
      videoLockReason({ itemEntitlements: [], loggedIn: true, userEntitlements: ['audio-pass'], lockEmptyEntitlements: true }),
    ).toBe('requirePremium');
  });
  it('should be unlocked for a holder of a listed entitlement', () => {
    expect(
      videoLockReason({ itemEntitlements: ['video-subscription'], loggedIn: true, userEntitlements: ['video-subscription'] }),
    ).toBe('unlocked');
  });
});

describe('entitlementDefaults', () => {
  it("should follow SPEC 3: login '*', no upgrade entitlement, display override '?'", () => {
    expect(entitlementDefaults).toEqual({
      requireLoginEntitlement: '*',
      requireUpgradeEntitlement: '',
      entitlementDisplayOverride: '?',
    });
    expect(lockMessage).toBe('You must have a pass to watch this content');
  });
});
