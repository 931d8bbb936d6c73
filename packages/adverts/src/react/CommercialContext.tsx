import type { ApiClient } from '@club/api-client';
import { cookiesConsentAtom } from '@club/site-state';
import { useHydrateAtoms } from 'jotai/utils';
import { useSetAtom, useStore } from 'jotai';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { applyCookieChoicesAtom, hydrationValues } from '../commercial.atoms';
import { parseCookies } from '../cookies/cookies';
import type { CommercialPreferences } from '../preferences';
import { createTracker, randomTrackingId, type Tracker, type TrackingIdentity } from '../tracking/tracker';

/** The calls this package makes: a slice of the site's api client. */
export type CommercialApi = Pick<ApiClient, 'commercial' | 'analytics'>;

export interface CommercialContextValue {
  api: CommercialApi;
  tracker: Tracker;
  pathname: string;
}

const CommercialContext = createContext<CommercialContextValue | null>(null);

/**
 * The provider's api, tracker and path; null outside a provider (a page rendered on its own, in a test
 * or under the root error page), where every commercial component renders nothing.
 */
export function useCommercial(): CommercialContextValue | null {
  return useContext(CommercialContext);
}

export type CommercialProviderProps = {
  api: CommercialApi;
  /**
   * Read from the request's cookies by `loadCommercialLayout` (none for a public page, which is rendered
   * for nobody), so the hydrating render matches the server's; the browser's own cookies are applied
   * after hydration.
   */
  preferences: CommercialPreferences;
  /** The platform's `features.advertisingDisabled`. */
  advertisingDisabled: boolean;
  /** The current path; a change is a page view (with consent). */
  pathname: string;
  /** The signed-in fan for the tracking payload; logged out by default. */
  identity?: { ssoID: string | null; ssoVendor: string };
  children: ReactNode;
};

const loggedOut = { ssoID: null, ssoVendor: '' };

/**
 * Seeds the page state as the server rendered it, then from the fan's own cookies once hydrated (issue
 * 32: the page is the same for every fan; the cookie notice of a fan who has chosen is hidden by CSS
 * until then: `cookieFlags`), and owns the analytics tracker: one per page life,
 * reading consent from the store at each event, destroyed on unmount. Sends a page view for every
 * path while analytics consent is given (SPEC 4).
 */
export function CommercialProvider({ api, preferences, advertisingDisabled, pathname, identity = loggedOut, children }: CommercialProviderProps) {
  useHydrateAtoms(hydrationValues(preferences, advertisingDisabled));
  const store = useStore();
  const applyCookieChoices = useSetAtom(applyCookieChoicesAtom);
  useEffect(() => {
    // The site lock is the server's to decide (its holders get pages of their own): only the choices.
    applyCookieChoices(parseCookies(document.cookie));
  }, [applyCookieChoices]);
  const identityRef = useRef<TrackingIdentity>({ sessionID: 0, ...identity });
  identityRef.current = { sessionID: identityRef.current.sessionID, ...identity };

  const tracker = useMemo(() => {
    identityRef.current.sessionID = randomTrackingId();
    return createTracker({
      send: (record) => api.analytics.record(record),
      consent: () => store.get(cookiesConsentAtom),
      environment: () => ({
        domain: window.location.hostname,
        screensize: `${window.innerWidth}x${window.innerHeight}`,
        userAgent: navigator.userAgent,
      }),
      identity: () => identityRef.current,
    });
  }, [api, store]);

  useEffect(() => () => void tracker.destroy(), [tracker]);
  useEffect(() => {
    tracker.pageView(pathname);
  }, [tracker, pathname]);

  const value = useMemo(() => ({ api, tracker, pathname }), [api, tracker, pathname]);
  return <CommercialContext.Provider value={value}>{children}</CommercialContext.Provider>;
}
