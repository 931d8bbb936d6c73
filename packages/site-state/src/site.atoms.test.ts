import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  accountHeaderOpenAtom,
  audioPlayerAtom,
  closeAccountHeader,
  closeLoginPrompt,
  closePlayers,
  closeSearch,
  lockBackgroundAtom,
  loginPromptAtom,
  mediaPlayerAtom,
  menuOpenAtom,
  openAccountHeader,
  openLoginPrompt,
  openMenu,
  openSearch,
  openUpgradePromo,
  openVideo,
  searchOpenAtom,
  upgradePromoAtom,
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

  it('the upgrade promo closes the account header and locks', () => {
    const store = createStore();
    store.set(openAccountHeader);
    store.set(openUpgradePromo);
    expect(store.get(accountHeaderOpenAtom)).toBe(false);
    expect(store.get(upgradePromoAtom).display).toBe(true);
    expect(store.get(lockBackgroundAtom)).toBe(true);
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

  it('choosing a video closes the audio player; closing unlocks and closes both', () => {
    const store = createStore();
    store.set(audioPlayerAtom, { entryID: 'live-audio', modalOpen: true, currentTitle: 'Live' });
    store.set(openVideo, { id: 'v1', title: '' });
    expect(store.get(audioPlayerAtom).modalOpen).toBe(false);
    expect(store.get(mediaPlayerAtom)).toMatchObject({ modalOpen: true, currentVideoID: 'v1', currentVideoName: 'No title', mediaType: 'OnDemand' });
    store.set(closePlayers);
    expect(store.get(mediaPlayerAtom).modalOpen).toBe(false);
    expect(store.get(lockBackgroundAtom)).toBe(false);
  });
});
