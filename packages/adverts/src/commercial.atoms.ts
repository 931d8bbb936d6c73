import {
  advertisingDisabledAtom,
  childFriendlyAtom,
  setAdvertisingDisabled,
  setChildFriendly,
  setCookiesConsent,
} from '@club/site-state';
import { atom } from 'jotai';
import type { ConsentChoice } from './consent/consent';
import type { CommercialPreferences } from './preferences';

/**
 * This package's page state beside @club/site-state's: whether the fan has chosen about cookies, and
 * the promos they have seen. Base atoms stay private; components read the derived atoms and change them
 * through the actions. The cookies themselves are written by the components (document.cookie).
 */
const consentRecordedAtom = atom(false);
const seenPromoIDsAtom = atom<readonly number[]>([]);

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

export const markPromoSeenAtom = atom(null, (get, set, promoID: number) => {
  const seen = get(seenPromoIDsAtom);
  if (!seen.includes(promoID)) set(seenPromoIDsAtom, [...seen, promoID]);
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
