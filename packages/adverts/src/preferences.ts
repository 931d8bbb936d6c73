import type { CookiesConsent } from '@club/site-state';
import { readChildMode } from './childMode/childMode';
import { readConsent } from './consent/consent';
import { parseCookies } from './cookies/cookies';
import { readSeenPromos } from './promo/promoSeen';
import { isSiteLocked, type SiteLockSetting } from './siteLock/siteLock';

/** Everything the fan chose that lives in cookies, read once per render (server) or navigation (browser). */
export interface CommercialPreferences {
  consentRecorded: boolean;
  consent: CookiesConsent;
  childMode: boolean;
  seenPromoIDs: number[];
  locked: boolean;
}

export function readPreferences(cookieHeader: string, siteLock: SiteLockSetting | null): CommercialPreferences {
  const jar = parseCookies(cookieHeader);
  const consent = readConsent(jar);
  return {
    consentRecorded: consent.recorded,
    consent: consent.categories,
    childMode: readChildMode(jar),
    seenPromoIDs: readSeenPromos(jar),
    locked: isSiteLocked(siteLock, jar),
  };
}
