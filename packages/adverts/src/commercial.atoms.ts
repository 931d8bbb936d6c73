import type { PromoOverlay } from '@club/api-client';
import {
  advertisingDisabledAtom,
  childFriendlyAtom,
  closePromoOverlay,
  openPromoOverlay,
  promoOverlayOpenAtom,
  setAdvertisingDisabled,
  setChildFriendly,
  setCookiesConsent,
} from '@club/site-state';
import { atom } from 'jotai';
import { readChildMode } from './childMode/childMode';
import { readConsent, type ConsentChoice } from './consent/consent';
import { cookieNames, type CookieJar } from './cookies/cookies';
import { readSeenPromos } from './promo/promoSeen';
import type { CommercialPreferences } from './preferences';

/**
 * This package's page state beside @club/site-state's: whether the fan has chosen about cookies, and
 * the promos they have seen. Base atoms stay private; components read the derived atoms and change them
 * through the actions. The cookies themselves are written by the components (document.cookie).
 */
const consentRecordedAtom = atom(false);
const seenPromoIDsAtom = atom<readonly number[]>([]);
/** The promotion of this visit, once one was shown (issue 14: at most one a visit). */
const shownPromotionAtom = atom<PromoOverlay | null>(null);

/** SPEC 4: the notice shows unless consent is recorded. */
export const cookieNoticeOpenAtom = atom((get) => !get(consentRecordedAtom));
export const seenPromoIDsReadAtom = atom((get) => get(seenPromoIDsAtom));

/** What to show given child mode and the platform's advertisingDisabled flag. */
export const advertRulesAtom = atom((get) => ({
  childMode: get(childFriendlyAtom),
  advertisingDisabled: get(advertisingDisabledAtom),
}));

/** 'Accept All Cookies' or 'Only Essential' has been chosen (its cookies already written). */
export const recordConsentAtom = atom(null, (_get, set, choice: ConsentChoice) => {
  set(consentRecordedAtom, choice.recorded);
  set(setCookiesConsent, choice.categories);
});

export const markPromoSeenAtom = atom(null, (get, set, promoId: number) => {
  const seen = get(seenPromoIDsAtom);
  if (!seen.includes(promoId)) set(seenPromoIDsAtom, [...seen, promoId]);
});

/** The promotion showing now, or null. */
export const promotionAtom = atom((get) => (get(promoOverlayOpenAtom) ? get(shownPromotionAtom) : null));
/** Whether this visit has had its promotion (shown now or closed since). */
export const promotionShownAtom = atom((get) => get(shownPromotionAtom) !== null);

/**
 * Opens a promotion if site-state's order allows it (nothing else open) and records it as seen; the
 * answer says whether it opened. The cookies are the component's to write.
 */
export const showPromotionAtom = atom(null, (get, set, promo: PromoOverlay): boolean => {
  if (get(shownPromotionAtom) !== null || !set(openPromoOverlay)) return false;
  set(shownPromotionAtom, promo);
  set(markPromoSeenAtom, promo.promoID);
  return true;
});

/** The close icon, the underlay, Escape or its link: the promotion goes, and no other comes this visit. */
export const dismissPromotionAtom = atom(null, (_get, set) => {
  set(closePromoOverlay);
});

/**
 * The fan's choices as their browser's cookies hold them, applied once the page has hydrated (issue 32):
 * a public page is rendered for nobody (no notice chosen, child mode on, no promo seen), the same bytes
 * for every fan, so their own choices arrive here. Only what the cookies say is applied: a choice the
 * state already holds (made on this page, or read by a loader) is not undone by a cookie that is absent.
 */
export const applyCookieChoicesAtom = atom(null, (get, set, jar: CookieJar) => {
  const consent = readConsent(jar);
  if (consent.recorded) {
    set(consentRecordedAtom, true);
    set(setCookiesConsent, consent.categories);
  }
  if (jar.has(cookieNames.childFriendly)) set(setChildFriendly, readChildMode(jar));
  const seen = get(seenPromoIDsAtom);
  const added = readSeenPromos(jar).filter((id) => !seen.includes(id));
  if (added.length > 0) set(seenPromoIDsAtom, [...seen, ...added]);
});

/**
 * Initial values for `useHydrateAtoms`, from the cookies the server read, so server and browser agree.
 * site-state's atoms are set through its actions (each runs once per store, as a base atom would be).
 */
export function hydrationValues(preferences: CommercialPreferences, advertisingDisabled: boolean) {
  return [
    [consentRecordedAtom, preferences.consentRecorded],
    [setCookiesConsent, preferences.consent],
    [setChildFriendly, preferences.childMode],
    [seenPromoIDsAtom, preferences.seenPromoIDs],
    [setAdvertisingDisabled, advertisingDisabled],
  ] as const;
}
