import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  accountHeaderOpenAtom,
  accountNotificationAtom,
  audioPlayerAtom,
  childFriendlyAtom,
  clearLoginPromptMessage,
  closeAccountHeader,
  closeAccountNotification,
  closeErrorNotification,
  closeLoginPrompt,
  closeMatchVideo,
  closeMenu,
  closePackagesOverlay,
  closePlayers,
  closePromoOverlay,
  closeSearch,
  closeUpgradePromo,
  closeVoucherOverlay,
  cookiesConsentAtom,
  dockMatchVideo,
  errorNotificationAtom,
  lockBackgroundAtom,
  loginPromptAtom,
  matchCentreAtom,
  mediaPlayerAtom,
  menuOpenAtom,
  openAccountHeader,
  openAudio,
  openLoginPrompt,
  openMatchVideo,
  openMenu,
  openPackagesOverlay,
  openPromoOverlay,
  openSearch,
  openUpgradePromo,
  openVideo,
  openVoucherOverlay,
  promoOverlayOpenAtom,
  searchOpenAtom,
  setChildFriendly,
  setCookiesConsent,
  showAccountNotification,
  showErrorNotification,
  showPackagesAtom,
  upgradePromoAtom,
  voucherOverlayOpenAtom,
} from './index';

describe('SPEC 4 shared state changes', () => {
  it('opening the account header locks; closing clears the prompt and unlocks', () => {
    const store = createStore();
    store.set(openLoginPrompt, 'Please log in');
    expect(store.get(accountHeaderOpenAtom)).toBe(true);
    expect(store.get(loginPromptAtom)).toBe('Please log in');
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(closeAccountHeader);
    expect(store.get(loginPromptAtom)).toBeNull();
    expect(store.get(lockBackgroundAtom)).toBe(false);
    store.set(openAccountHeader);
    store.set(closeLoginPrompt);
    expect(store.get(accountHeaderOpenAtom)).toBe(false);
  });

  it('setting the user clears the prompt message and leaves the panel as it is', () => {
    const store = createStore();
    store.set(openLoginPrompt, 'Please log in');
    store.set(clearLoginPromptMessage);
    expect(store.get(loginPromptAtom)).toBeNull();
    expect(store.get(accountHeaderOpenAtom)).toBe(true);
  });

  it('the upgrade promo closes the account header and locks', () => {
    const store = createStore();
    store.set(openAccountHeader);
    store.set(openUpgradePromo);
    expect(store.get(accountHeaderOpenAtom)).toBe(false);
    expect(store.get(upgradePromoAtom).display).toBe(true);
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(closeUpgradePromo);
    expect(store.get(upgradePromoAtom).display).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('search closes the menu; both lock; closing search unlocks', () => {
    const store = createStore();
    store.set(openMenu);
    expect(store.get(menuOpenAtom)).toBe(true);
    store.set(openSearch);
    expect(store.get(menuOpenAtom)).toBe(false);
    expect(store.get(searchOpenAtom)).toBe(true);
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(closeSearch);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('the menu closes search', () => {
    const store = createStore();
    store.set(openSearch);
    store.set(openMenu);
    expect(store.get(searchOpenAtom)).toBe(false);
    expect(store.get(menuOpenAtom)).toBe(true);
    store.set(closeMenu);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('choosing a video closes the audio player; closing unlocks and closes both', () => {
    const store = createStore();
    store.set(openAudio, { id: 'live-audio', title: 'Live' });
    expect(store.get(audioPlayerAtom)).toEqual({ entryID: 'live-audio', modalOpen: true, currentTitle: 'Live' });
    store.set(openVideo, { id: 'v1', title: '' });
    expect(store.get(audioPlayerAtom).modalOpen).toBe(false);
    expect(store.get(mediaPlayerAtom)).toMatchObject({ modalOpen: true, currentVideoID: 'v1', currentVideoName: 'No title', mediaType: 'OnDemand' });
    store.set(closePlayers);
    expect(store.get(mediaPlayerAtom).modalOpen).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  describe('matchCentre (SPEC 3)', () => {
    const matchPath = '/match/first-team/2026-27/7';

    it('opens the video in the page, without locking, and closes the audio player as any video does', () => {
      const store = createStore();
      store.set(openAudio, { id: 'live-audio', title: 'Live' });
      store.set(openMatchVideo, { matchPath });
      expect(store.get(matchCentreAtom)).toEqual({ videoOpen: true, dockedVideo: false, matchPath, seek: null });
      expect(store.get(audioPlayerAtom).modalOpen).toBe(false);
      expect(store.get(lockBackgroundAtom)).toBe(false);
    });

    it('docks and undocks only an open video, and keeps it docked when opened again', () => {
      const store = createStore();
      store.set(dockMatchVideo, true);
      expect(store.get(matchCentreAtom).dockedVideo).toBe(false);
      store.set(openMatchVideo, { matchPath });
      store.set(dockMatchVideo, true);
      expect(store.get(matchCentreAtom).dockedVideo).toBe(true);
      store.set(openMatchVideo, { matchPath, seekTo: 1_000 });
      expect(store.get(matchCentreAtom)).toMatchObject({ dockedVideo: true, seek: { at: 1_000, request: 1 } });
      store.set(openMatchVideo, { matchPath, seekTo: 1_000 });
      expect(store.get(matchCentreAtom).seek).toEqual({ at: 1_000, request: 2 });
      store.set(dockMatchVideo, false);
      expect(store.get(matchCentreAtom).dockedVideo).toBe(false);
    });

    it('gives way to the video modal, and closes', () => {
      const store = createStore();
      store.set(openMatchVideo, { matchPath });
      store.set(openVideo, { id: 'v1', title: 'Replay' });
      expect(store.get(matchCentreAtom).videoOpen).toBe(false);
      store.set(openMatchVideo, { matchPath });
      store.set(closeMatchVideo);
      expect(store.get(matchCentreAtom)).toEqual({ videoOpen: false, dockedVideo: false, matchPath: null, seek: null });
    });
  });

  it('the live audio bar does not lock the page', () => {
    const store = createStore();
    store.set(openAudio, { id: 'live-audio', title: 'Live' });
    expect(store.get(lockBackgroundAtom)).toBe(false);
    store.set(closePlayers);
    expect(store.get(audioPlayerAtom).modalOpen).toBe(false);
  });

  it('the packages, voucher and promo overlays open and close', () => {
    const store = createStore();
    expect(store.set(openPromoOverlay)).toBe(true);
    expect(store.get(promoOverlayOpenAtom)).toBe(true);
    store.set(closePromoOverlay);
    store.set(openPackagesOverlay);
    store.set(openVoucherOverlay);
    expect([store.get(showPackagesAtom), store.get(voucherOverlayOpenAtom)]).toEqual([true, true]);
    store.set(closePackagesOverlay);
    store.set(closeVoucherOverlay);
    expect([store.get(showPackagesAtom), store.get(voucherOverlayOpenAtom), store.get(promoOverlayOpenAtom)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  describe('given the overlay order (issue 14)', () => {
    it('should not open a promotion over anything the fan opened', () => {
      const store = createStore();
      store.set(openMenu);
      expect(store.set(openPromoOverlay)).toBe(false);
      expect(store.get(promoOverlayOpenAtom)).toBe(false);
      store.set(closeMenu);
      expect(store.get(lockBackgroundAtom)).toBe(false);
    });

    it('should close a promotion when the fan opens something else', () => {
      const store = createStore();
      store.set(openPromoOverlay);
      store.set(openLoginPrompt, 'Please log in');
      expect(store.get(promoOverlayOpenAtom)).toBe(false);
      expect(store.get(accountHeaderOpenAtom)).toBe(true);
      store.set(closeLoginPrompt);
      expect(store.get(lockBackgroundAtom)).toBe(false);
    });
  });

  it('notifications open with their text and close clearing it', () => {
    const store = createStore();
    store.set(showAccountNotification, 'Logged Out');
    expect(store.get(accountNotificationAtom)).toEqual({ display: true, message: 'Logged Out' });
    store.set(closeAccountNotification);
    expect(store.get(accountNotificationAtom)).toEqual({ display: false, message: '' });
    store.set(showErrorNotification, { title: 'Oops', message: 'Try again' });
    expect(store.get(errorNotificationAtom)).toEqual({ display: true, title: 'Oops', message: 'Try again' });
    store.set(closeErrorNotification);
    expect(store.get(errorNotificationAtom)).toEqual({ display: false, title: '', message: '' });
  });

  it('child mode and cookie consent change only through their actions', () => {
    const store = createStore();
    expect(store.get(childFriendlyAtom)).toBe(true);
    store.set(setChildFriendly, false);
    expect(store.get(childFriendlyAtom)).toBe(false);
    const everything = { analytics: true, marketing: true, personalisation: true };
    store.set(setCookiesConsent, everything);
    expect(store.get(cookiesConsentAtom)).toEqual(everything);
  });
});

describe('the background lock', () => {
  const overlays = [
    ['the menu', openMenu, closeMenu],
    ['search', openSearch, closeSearch],
    ['the account panel', openAccountHeader, closeAccountHeader],
    ['the upgrade promo', openUpgradePromo, closeUpgradePromo],
    ['the packages overlay', openPackagesOverlay, closePackagesOverlay],
    ['the voucher overlay', openVoucherOverlay, closeVoucherOverlay],
    ['a promotion', openPromoOverlay, closePromoOverlay],
  ] as const;

  it.each(overlays)('should lock while %s is open and unlock when it closes', (_name, open, close) => {
    const store = createStore();
    expect(store.get(lockBackgroundAtom)).toBe(false);
    store.set(open);
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(close);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('should lock while the log-in prompt or the video player is open', () => {
    const store = createStore();
    store.set(openLoginPrompt, 'Please log in');
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(closeLoginPrompt);
    expect(store.get(lockBackgroundAtom)).toBe(false);
    store.set(openVideo, { id: 'v1', title: 'Goals' });
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(closePlayers);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('should stay locked while another overlay is still open underneath', () => {
    const store = createStore();
    store.set(openVideo, { id: 'v1', title: 'Goals' });
    store.set(openLoginPrompt, 'Please log in');
    store.set(closeAccountHeader);
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(closePlayers);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('should stay locked when the packages overlay closes over an open voucher overlay', () => {
    const store = createStore();
    store.set(openPackagesOverlay);
    store.set(openVoucherOverlay);
    store.set(closePackagesOverlay);
    expect(store.get(lockBackgroundAtom)).toBe(true);
    store.set(closeVoucherOverlay);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });

  it('should not unlock when something that is not open closes', () => {
    const store = createStore();
    store.set(openAccountHeader);
    store.set(closeSearch);
    store.set(closeMenu);
    store.set(closePlayers);
    expect(store.get(lockBackgroundAtom)).toBe(true);
  });
});
