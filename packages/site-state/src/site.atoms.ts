import { atom } from 'jotai';

/**
 * The page state every part of a site shares (SPEC 3 'Other shared state'), with the transitions of
 * SPEC 4 'Shared state changes'. Each request gets its own store on the server (tooling/ssr), so
 * nothing here leaks between visitors.
 *
 * The base atoms stay private to this file: the rest of the code reads the derived atoms and changes
 * the state only through the write-only action atoms (`useSetAtom(openAccountHeader)()`), so one
 * overlay opening closes the ones it must, and the background lock can never disagree with what is
 * open: it is derived from it.
 */

export interface Notification {
  display: boolean;
  message: string;
}
export interface ErrorNotification {
  display: boolean;
  title: string;
  message: string;
}
export interface CookiesConsent {
  analytics: boolean;
  marketing: boolean;
  personalisation: boolean;
}
export type MediaType = 'OnDemand' | 'DrmLiveVideo';
export interface MediaPlayerState {
  mediaType: MediaType;
  modalOpen: boolean;
  currentVideoID: string | null;
  currentVideoName: string;
  /** The sidebar's section: a section name, or 'hidden' to hide the sidebar. */
  currentSection: string | null;
}
export interface AudioPlayerState {
  entryID: string | null;
  modalOpen: boolean;
  currentTitle: string;
}
/**
 * SPEC 3's matchCentre: the live video in the match centre (`videoOpen`), and whether it is docked in a
 * corner (`dockedVideo`) because the fan scrolled it away or went to another page. `matchPath` is the
 * match centre it belongs to (the dock's way back); `seek` is the last moment asked for (a stream
 * instant in ms since the epoch; `request` tells two taps on the same moment apart).
 */
export interface MatchCentreState {
  videoOpen: boolean;
  dockedVideo: boolean;
  matchPath: string | null;
  seek: { at: number; request: number } | null;
}

/**
 * The overlays that cover the page. Every one of them, while open, locks the page behind (SPEC 4). They
 * are kept in one list, in the order they were opened, rather than as a flag each: what shows when
 * several are asked for at once (say, a promotion while the fan's own menu is open) is then a rule
 * over this one list, and the lock is simply 'the list is not empty'.
 */
type Overlay = 'menu' | 'search' | 'accountPanel' | 'upgradePromo' | 'packages' | 'voucher' | 'videoPlayer' | 'promotion';

// Base atoms: private, written only by the actions below.
const openOverlaysBase = atom<readonly Overlay[]>([]);
/** The message of the log-in prompt, or null when no prompt is asked for. */
const loginPromptBase = atom<string | null>(null);
const accountNotificationBase = atom<Notification>({ display: false, message: '' });
const errorNotificationBase = atom<ErrorNotification>({ display: false, title: '', message: '' });
/** SPEC 3: each category defaults to false until the visitor chooses (the adverts package reads the cookie). */
const cookiesConsentBase = atom<CookiesConsent>({ analytics: false, marketing: false, personalisation: false });
/** Child-friendly mode is on by default (SPEC 3, 6). */
const childFriendlyBase = atom(true);
const advertisingDisabledBase = atom(false);
/** The video player's video; whether its modal is open is the 'videoPlayer' overlay. */
const mediaBase = atom<Omit<MediaPlayerState, 'modalOpen'>>({
  mediaType: 'OnDemand',
  currentVideoID: null,
  currentVideoName: 'No title',
  currentSection: null,
});
/** The live audio bar sits below the page without covering it, so it is no overlay and never locks. */
const audioBase = atom<AudioPlayerState>({ entryID: null, modalOpen: false, currentTitle: 'No title' });
/** The match centre's video plays in the page or docked in a corner: no overlay, it never locks. */
const matchCentreBase = atom<MatchCentreState>({ videoOpen: false, dockedVideo: false, matchPath: null, seek: null });

const withoutOverlay = (open: readonly Overlay[], overlay: Overlay) =>
  open.includes(overlay) ? open.filter((each) => each !== overlay) : open;
/**
 * Issue 14's order: what the fan asks for comes before a promotion, so opening anything else closes a
 * promotion that is showing (a promotion itself opens only over nothing: `openPromoOverlay`).
 */
const withOverlay = (open: readonly Overlay[], overlay: Overlay) => {
  const others = overlay === 'promotion' ? open : withoutOverlay(open, 'promotion');
  return others.includes(overlay) ? others : [...others, overlay];
};
const overlayOpen = (overlay: Overlay) => atom((get) => get(openOverlaysBase).includes(overlay));

// Derived reads.

/** SPEC 3's lockBackground: the page behind does not scroll while any overlay is open. */
export const lockBackgroundAtom = atom((get) => get(openOverlaysBase).length > 0);
export const menuOpenAtom = overlayOpen('menu');
export const searchOpenAtom = overlayOpen('search');
export const accountHeaderOpenAtom = overlayOpen('accountPanel');
/** The 'Choose a subscription' overlay (SPEC 3's showPackages). */
export const showPackagesAtom = overlayOpen('packages');
/** The packages' voucher overlay (SPEC 4 'Voucher overlay'). */
export const voucherOverlayOpenAtom = overlayOpen('voucher');
/** A promotion from the platform's promo overlays (SPEC 4 'Promo overlay'). */
export const promoOverlayOpenAtom = overlayOpen('promotion');
export const upgradePromoAtom = atom((get) => ({ display: get(openOverlaysBase).includes('upgradePromo') }));
export const loginPromptAtom = atom((get) => get(loginPromptBase));
export const accountNotificationAtom = atom((get) => get(accountNotificationBase));
export const errorNotificationAtom = atom((get) => get(errorNotificationBase));
export const cookiesConsentAtom = atom((get) => get(cookiesConsentBase));
export const childFriendlyAtom = atom((get) => get(childFriendlyBase));
export const advertisingDisabledAtom = atom((get) => get(advertisingDisabledBase));
export const mediaPlayerAtom = atom<MediaPlayerState>((get) => ({
  ...get(mediaBase),
  modalOpen: get(openOverlaysBase).includes('videoPlayer'),
}));
export const audioPlayerAtom = atom((get) => get(audioBase));
export const matchCentreAtom = atom((get) => get(matchCentreBase));

// Actions: SPEC 4 'Shared state changes'.

/** Opening the account header locks the background. */
export const openAccountHeader = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withOverlay(open, 'accountPanel'));
});

/** Closing it clears the prompt message and unlocks. */
export const closeAccountHeader = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'accountPanel'));
  set(loginPromptBase, null);
});

/** The log-in prompt opens the account header with a message, and locks. */
export const openLoginPrompt = atom(null, (_get, set, message: string) => {
  set(loginPromptBase, message);
  set(openOverlaysBase, (open) => withOverlay(open, 'accountPanel'));
});

/** Closing the prompt clears its message and unlocks. */
export const closeLoginPrompt = atom(null, (_get, set) => {
  set(loginPromptBase, null);
  set(openOverlaysBase, (open) => withoutOverlay(open, 'accountPanel'));
});

/** Setting the user's data clears the prompt's message (the panel stays as it is). */
export const clearLoginPromptMessage = atom(null, (_get, set) => {
  set(loginPromptBase, null);
});

/** Opening the upgrade promo closes the account header and locks the background. */
export const openUpgradePromo = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withOverlay(withoutOverlay(open, 'accountPanel'), 'upgradePromo'));
});

export const closeUpgradePromo = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'upgradePromo'));
});

/** Opening search closes the menu and locks. */
export const openSearch = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withOverlay(withoutOverlay(open, 'menu'), 'search'));
});

export const closeSearch = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'search'));
});

/** Opening the menu closes search and locks. */
export const openMenu = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withOverlay(withoutOverlay(open, 'search'), 'menu'));
});

export const closeMenu = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'menu'));
});

/** The 'Choose a subscription' overlay. */
export const openPackagesOverlay = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withOverlay(open, 'packages'));
});

export const closePackagesOverlay = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'packages'));
});

/** SPEC 4 'Voucher overlay': the first call to action opens it and locks; confirm or cancel closes it. */
export const openVoucherOverlay = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withOverlay(open, 'voucher'));
});

export const closeVoucherOverlay = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'voucher'));
});

/**
 * SPEC 4 'Promo overlay': a promotion opens over the page and locks it until dismissed. Issue 14: it is
 * last in the order, so it opens only while nothing else is open; the answer says whether it did.
 */
export const openPromoOverlay = atom(null, (get, set): boolean => {
  const open = get(openOverlaysBase);
  if (open.length > 0) return open.includes('promotion');
  set(openOverlaysBase, ['promotion']);
  return true;
});

export const closePromoOverlay = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'promotion'));
});

/** Notifications open with their text and close clearing it. */
export const showAccountNotification = atom(null, (_get, set, message: string) => {
  set(accountNotificationBase, { display: true, message });
});

export const closeAccountNotification = atom(null, (_get, set) => {
  set(accountNotificationBase, { display: false, message: '' });
});

export const showErrorNotification = atom(null, (_get, set, notice: { title: string; message: string }) => {
  set(errorNotificationBase, { display: true, ...notice });
});

export const closeErrorNotification = atom(null, (_get, set) => {
  set(errorNotificationBase, { display: false, title: '', message: '' });
});

/**
 * SPEC 4 'Video player': choosing a video opens it, locks the background and closes the audio player
 * (the site scrolls to top itself). Close unlocks and closes both players.
 */
export const openVideo = atom(
  null,
  (_get, set, video: { id: string; title: string; mediaType?: MediaType; section?: string | null }) => {
    set(audioBase, (audio) => ({ ...audio, modalOpen: false }));
    // One video at a time: the modal's takes over from the match centre's.
    set(matchCentreBase, (centre) => ({ ...centre, videoOpen: false, dockedVideo: false, seek: null }));
    set(mediaBase, {
      mediaType: video.mediaType ?? 'OnDemand',
      currentVideoID: video.id,
      currentVideoName: video.title || 'No title',
      currentSection: video.section ?? null,
    });
    set(openOverlaysBase, (open) => withOverlay(open, 'videoPlayer'));
  },
);

/** 'Listen Live': the audio bar opens with a live stream (the page stays scrollable). */
export const openAudio = atom(null, (_get, set, audio: { id: string; title: string }) => {
  set(audioBase, { entryID: audio.id, modalOpen: true, currentTitle: audio.title });
});

export const closePlayers = atom(null, (_get, set) => {
  set(openOverlaysBase, (open) => withoutOverlay(open, 'videoPlayer'));
  set(audioBase, (audio) => ({ ...audio, modalOpen: false }));
});

/**
 * 'Watch Live' in a match centre: its video opens in the page (SPEC 3 matchCentre.videoOpen), and, as
 * any video (SPEC 4), closes the audio player. With `seekTo` (a 'Watch' on a moment) the player goes
 * to that stream instant, opening first if it is not open.
 */
export const openMatchVideo = atom(null, (_get, set, open: { matchPath: string; seekTo?: number }) => {
  set(audioBase, (audio) => ({ ...audio, modalOpen: false }));
  set(matchCentreBase, (centre) => ({
    videoOpen: true,
    dockedVideo: centre.videoOpen && centre.matchPath === open.matchPath ? centre.dockedVideo : false,
    matchPath: open.matchPath,
    seek: open.seekTo === undefined ? centre.seek : { at: open.seekTo, request: (centre.seek?.request ?? 0) + 1 },
  }));
});

/** The match video docks in a corner (scrolled away, another page) or comes back into the page. */
export const dockMatchVideo = atom(null, (_get, set, docked: boolean) => {
  set(matchCentreBase, (centre) => (centre.videoOpen && centre.dockedVideo !== docked ? { ...centre, dockedVideo: docked } : centre));
});

export const closeMatchVideo = atom(null, (_get, set) => {
  set(matchCentreBase, { videoOpen: false, dockedVideo: false, matchPath: null, seek: null });
});

/** The visitor's cookie choice (SPEC 4 'Cookies'), or what the server read from their cookies. */
export const setCookiesConsent = atom(null, (_get, set, consent: CookiesConsent) => {
  set(cookiesConsentBase, consent);
});

/** The child-friendly switch, or the mode the server read from its cookie. */
export const setChildFriendly = atom(null, (_get, set, on: boolean) => {
  set(childFriendlyBase, on);
});

/** The platform's advertisingDisabled flag, as the layout loaded it. */
export const setAdvertisingDisabled = atom(null, (_get, set, disabled: boolean) => {
  set(advertisingDisabledBase, disabled);
});
