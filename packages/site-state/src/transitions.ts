import { atom } from 'jotai';
import {
  accountHeaderOpenAtom,
  accountNotificationAtom,
  audioPlayerAtom,
  errorNotificationAtom,
  lockBackgroundAtom,
  loginPromptAtom,
  mediaPlayerAtom,
  menuOpenAtom,
  searchOpenAtom,
  upgradePromoAtom,
  type MediaType,
} from './state';

/**
 * SPEC 4 'Shared state changes', one write-only atom each: `useSetAtom(openAccountHeader)()`.
 * Everything that opens or closes an overlay goes through these, never through the raw atoms.
 */

/** Opening the account header locks the background. */
export const openAccountHeader = atom(null, (_get, set) => {
  set(accountHeaderOpenAtom, true);
  set(lockBackgroundAtom, true);
});

/** Closing it clears the prompt message and unlocks. */
export const closeAccountHeader = atom(null, (_get, set) => {
  set(accountHeaderOpenAtom, false);
  set(loginPromptAtom, null);
  set(lockBackgroundAtom, false);
});

/** The log-in prompt opens the account header with a message, and locks. */
export const openLoginPrompt = atom(null, (_get, set, message: string) => {
  set(loginPromptAtom, message);
  set(accountHeaderOpenAtom, true);
  set(lockBackgroundAtom, true);
});

/** Closing the prompt clears its message and unlocks. */
export const closeLoginPrompt = atom(null, (_get, set) => {
  set(loginPromptAtom, null);
  set(accountHeaderOpenAtom, false);
  set(lockBackgroundAtom, false);
});

/** Opening the upgrade promo closes the account header and locks the background. */
export const openUpgradePromo = atom(null, (_get, set) => {
  set(accountHeaderOpenAtom, false);
  set(upgradePromoAtom, { display: true });
  set(lockBackgroundAtom, true);
});

export const closeUpgradePromo = atom(null, (_get, set) => {
  set(upgradePromoAtom, { display: false });
  set(lockBackgroundAtom, false);
});

/** Opening search closes the menu and locks. */
export const openSearch = atom(null, (_get, set) => {
  set(menuOpenAtom, false);
  set(searchOpenAtom, true);
  set(lockBackgroundAtom, true);
});

export const closeSearch = atom(null, (_get, set) => {
  set(searchOpenAtom, false);
  set(lockBackgroundAtom, false);
});

/** Opening the menu locks. */
export const openMenu = atom(null, (_get, set) => {
  set(searchOpenAtom, false);
  set(menuOpenAtom, true);
  set(lockBackgroundAtom, true);
});

export const closeMenu = atom(null, (_get, set) => {
  set(menuOpenAtom, false);
  set(lockBackgroundAtom, false);
});

/** Notifications open with their text and close clearing it. */
export const showAccountNotification = atom(null, (_get, set, message: string) => {
  set(accountNotificationAtom, { display: true, message });
});

export const closeAccountNotification = atom(null, (_get, set) => {
  set(accountNotificationAtom, { display: false, message: '' });
});

export const showErrorNotification = atom(null, (_get, set, notice: { title: string; message: string }) => {
  set(errorNotificationAtom, { display: true, ...notice });
});

export const closeErrorNotification = atom(null, (_get, set) => {
  set(errorNotificationAtom, { display: false, title: '', message: '' });
});

/**
 * SPEC 4 'Video player': choosing a video opens it, locks the background and closes the audio player
 * (the site scrolls to top itself). Close unlocks and closes both players.
 */
export const openVideo = atom(
  null,
  (_get, set, video: { id: string; title: string; mediaType?: MediaType; section?: string | null }) => {
    set(audioPlayerAtom, (audio) => ({ ...audio, modalOpen: false }));
    set(mediaPlayerAtom, {
      mediaType: video.mediaType ?? 'OnDemand',
      modalOpen: true,
      currentVideoID: video.id,
      currentVideoName: video.title || 'No title',
      currentSection: video.section ?? null,
    });
    set(lockBackgroundAtom, true);
  },
);

export const closePlayers = atom(null, (_get, set) => {
  set(mediaPlayerAtom, (media) => ({ ...media, modalOpen: false }));
  set(audioPlayerAtom, (audio) => ({ ...audio, modalOpen: false }));
  set(lockBackgroundAtom, false);
});
