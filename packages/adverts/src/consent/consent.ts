import type { CookiesConsent } from '@club/site-state';
import { consentMaxAgeMs, cookieNames, serialiseCookie, type CookieJar } from '../cookies/cookies';

/**
 * SPEC 4 'Cookies': the notice shows unless consent is recorded. 'Accept All Cookies' sets both cookies
 * (the general consent cookie and the tracking cookie) and starts tracking; 'Only Essential' sets the
 * general consent cookie and turns every category off. On load the three categories follow the tracking
 * cookie: all true with it ("on application load all three categories are set true"), all false without.
 */
export interface ConsentState {
  recorded: boolean;
  categories: CookiesConsent;
}

const allOff: CookiesConsent = { analytics: false, marketing: false, personalisation: false };
const allOn: CookiesConsent = { analytics: true, marketing: true, personalisation: true };

export function readConsent(jar: CookieJar): ConsentState {
  const recorded = jar.get(cookieNames.consent) === '1';
  // A tracking cookie without the general one (cleared separately) is not consent.
  const tracking = recorded && jar.get(cookieNames.tracking) === '1';
  return { recorded, categories: tracking ? { ...allOn } : { ...allOff } };
}

export interface ConsentChoice extends ConsentState {
  /** The strings to assign to `document.cookie`, in order. */
  cookies: string[];
}

export function acceptAllCookies(secure = false): ConsentChoice {
  return {
    recorded: true,
    categories: { ...allOn },
    cookies: [
      serialiseCookie(cookieNames.consent, '1', { maxAgeMs: consentMaxAgeMs, secure }),
      serialiseCookie(cookieNames.tracking, '1', { maxAgeMs: consentMaxAgeMs, secure }),
    ],
  };
}

/** Also deletes a tracking cookie left from an earlier 'Accept All Cookies'. */
export function onlyEssentialCookies(secure = false): ConsentChoice {
  return {
    recorded: true,
    categories: { ...allOff },
    cookies: [
      serialiseCookie(cookieNames.consent, '1', { maxAgeMs: consentMaxAgeMs, secure }),
      serialiseCookie(cookieNames.tracking, '', { maxAgeMs: 0, secure }),
    ],
  };
}
