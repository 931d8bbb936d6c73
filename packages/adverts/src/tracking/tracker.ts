import type { AnalyticsEvent, AnalyticsRecord } from '@club/api-client';
import type { CookiesConsent } from '@club/site-state';

/** SPEC 3 and 9: logID and sessionID are random integers from 1 to 1,000,000. */
export function randomTrackingId(random: () => number = Math.random): number {
  return Math.min(1_000_000, 1 + Math.floor(random() * 1_000_000));
}

/** What the page knows about where it runs, read once from the browser. */
export interface TrackingEnvironment {
  domain: string;
  screensize: string;
  userAgent: string;
}

export interface TrackingIdentity {
  sessionID: number;
  /** The signed-in fan, or null. */
  ssoID: string | null;
  /** Their identity provider, or '' when logged out. */
  ssoVendor: string;
}

export interface TrackedAdvert {
  id: string;
  name: string;
  placement: string;
}

/** SPEC 3 'Tracking payload' with the event, a fresh logID each. */
export function trackingPayload(
  event: AnalyticsEvent,
  path: string,
  advert: TrackedAdvert | null,
  environment: TrackingEnvironment,
  identity: TrackingIdentity,
  random: () => number = Math.random,
): AnalyticsRecord {
  return {
    channel: 'web',
    domain: environment.domain,
    logID: randomTrackingId(random),
    screensize: environment.screensize,
    ssoVendor: identity.ssoVendor,
    userAgent: environment.userAgent.slice(0, 512),
    sessionID: identity.sessionID,
    ssoID: identity.ssoID,
    event,
    path,
    advert: event === 'pageView' ? null : advert,
  };
}

export interface TrackerOptions {
  /** Sends one record (the api client's `analytics.record`). Failures are only logged (SPEC 8). */
  send: (record: AnalyticsRecord) => Promise<unknown>;
  /** Read at the moment of each event, so a choice made a second ago counts. */
  consent: () => CookiesConsent;
  environment: () => TrackingEnvironment;
  identity: () => TrackingIdentity;
  log?: (message: string, error: unknown) => void;
}

export interface Tracker {
  pageView(path: string): boolean;
  advertLoad(path: string, advert: TrackedAdvert): boolean;
  advertClick(path: string, advert: TrackedAdvert): boolean;
  /** Stops sending; events after this are dropped. Always resolves. */
  destroy(): Promise<void>;
}

/**
 * SPEC 4: page views and advert load and click events go to analytics only with analytics consent.
 * Each method answers whether it sent. A record that fails to send is logged, never retried or thrown.
 */
export function createTracker({ send, consent, environment, identity, log = console.warn }: TrackerOptions): Tracker {
  let destroyed = false;
  const pending = new Set<Promise<unknown>>();
  const emit = (event: AnalyticsEvent, path: string, advert: TrackedAdvert | null): boolean => {
    if (destroyed || !consent().analytics) return false;
    const sending = send(trackingPayload(event, path, advert, environment(), identity()))
      .catch((error: unknown) => log('Problem sending an analytics record', error))
      .finally(() => pending.delete(sending));
    pending.add(sending);
    return true;
  };
  return {
    pageView: (path) => emit('pageView', path, null),
    advertLoad: (path, advert) => emit('advertLoad', path, advert),
    advertClick: (path, advert) => emit('advertClick', path, advert),
    async destroy() {
      destroyed = true;
      await Promise.allSettled([...pending]);
    },
  };
}

/** SPEC 4: footer advert tracking waits 2 s after a route change. */
export const footerTrackingDelayMs = 2000;
