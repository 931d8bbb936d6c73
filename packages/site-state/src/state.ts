import { atom } from 'jotai';

/**
 * The page state every part of a site shares (SPEC 3 'Other shared state'), as jotai atoms. Each request
 * gets its own store on the server (tooling/ssr), so nothing here leaks between visitors. Components read
 * these atoms and change them only through the transitions in `transitions.ts` (SPEC 4 'Shared state
 * changes'), so one overlay opening closes the ones it must.
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
export interface VideoPlayerState {
  entryPoint: string | null;
  currentPlaylistTitle: string | null;
  currentPlaylistQuery: string | null;
}
export interface MatchCentreState {
  videoOpen: boolean;
  dockedVideo: boolean;
}
export type HeaderStyle = 'transparent-dark' | 'transparent-light' | 'solid';

/** The message of the log-in prompt, or null when no prompt is asked for. */
export const loginPromptAtom = atom<string | null>(null);
export const accountNotificationAtom = atom<Notification>({ display: false, message: '' });
export const errorNotificationAtom = atom<ErrorNotification>({ display: false, title: '', message: '' });
/** SPEC 3: each category defaults to false until the visitor chooses (the adverts package reads the cookie). */
export const cookiesConsentAtom = atom<CookiesConsent>({ analytics: false, marketing: false, personalisation: false });
export const upgradePromoAtom = atom<{ display: boolean }>({ display: false });
export const accountHeaderOpenAtom = atom(false);
export const lockBackgroundAtom = atom(false);
export const menuOpenAtom = atom(false);
export const searchOpenAtom = atom(false);
export const showPackagesAtom = atom(false);
/** Child-friendly mode is on by default (SPEC 3, 6). */
export const childFriendlyAtom = atom(true);
export const advertisingDisabledAtom = atom(false);
export const headerStyleAtom = atom<HeaderStyle>('transparent-dark');
export const mediaPlayerAtom = atom<MediaPlayerState>({
  mediaType: 'OnDemand',
  modalOpen: false,
  currentVideoID: null,
  currentVideoName: 'No title',
  currentSection: null,
});
export const audioPlayerAtom = atom<AudioPlayerState>({ entryID: null, modalOpen: false, currentTitle: 'No title' });
export const videoPlayerAtom = atom<VideoPlayerState>({
  entryPoint: null,
  currentPlaylistTitle: null,
  currentPlaylistQuery: null,
});
export const matchCentreAtom = atom<MatchCentreState>({ videoOpen: false, dockedVideo: false });
export const matchdayTakeoverAtom = atom<{ matchID: string | null; data: unknown }>({ matchID: null, data: null });
