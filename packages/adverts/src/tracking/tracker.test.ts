import type { AnalyticsRecord } from '@club/api-client';
import type { CookiesConsent } from '@club/site-state';
import { describe, expect, it } from 'vitest';
import { createTracker, randomTrackingId, trackingPayload } from './tracker';

const environment = { domain: 'localhost', screensize: '1280x720', userAgent: 'Test agent' };
const identity = { sessionID: 42, ssoID: null, ssoVendor: '' };
const off: CookiesConsent = { analytics: false, marketing: false, personalisation: false };
const on: CookiesConsent = { analytics: true, marketing: true, personalisation: true };

describe('randomTrackingId', () => {
  it('should stay within 1 to 1,000,000', () => {
    expect(randomTrackingId(() => 0)).toBe(1);
    expect(randomTrackingId(() => 0.9999999999)).toBe(1_000_000);
  });
});

describe('trackingPayload', () => {
  it("should carry SPEC 3's tracking payload with the event", () => {
    expect(trackingPayload('advertClick', '/news', { id: '3', name: 'Bet', placement: 'footerSlot3' }, environment, identity, () => 0.5)).toEqual({
      channel: 'web',
      domain: 'localhost',
      logID: 500_001,
      screensize: '1280x720',
      ssoVendor: '',
      userAgent: 'Test agent',
      sessionID: 42,
      ssoID: null,
      event: 'advertClick',
      path: '/news',
      advert: { id: '3', name: 'Bet', placement: 'footerSlot3' },
    });
  });
});

describe('createTracker', () => {
  const setup = (initial: CookiesConsent) => {
    let consent = initial;
    const sent: AnalyticsRecord[] = [];
    const tracker = createTracker({
      send: async (record) => {
        sent.push(record);
      },
      consent: () => consent,
      environment: () => environment,
      identity: () => identity,
      log: () => {},
    });
    return { tracker, sent, grant: () => (consent = on) };
  };

  it('should send nothing without analytics consent', () => {
    const { tracker, sent } = setup(off);
    expect(tracker.pageView('/')).toBe(false);
    expect(tracker.advertLoad('/', { id: '1', name: 'A', placement: 'footerSlot1' })).toBe(false);
    expect(tracker.advertClick('/', { id: '1', name: 'A', placement: 'footerSlot1' })).toBe(false);
    expect(sent).toEqual([]);
  });

  it('should send page views and advert events once consent is given, read at each event', () => {
    const { tracker, sent, grant } = setup(off);
    tracker.pageView('/');
    grant();
    expect(tracker.pageView('/news')).toBe(true);
    expect(tracker.advertLoad('/news', { id: '1', name: 'A', placement: 'footerSlot1' })).toBe(true);
    expect(sent.map((record) => [record.event, record.path])).toEqual([
      ['pageView', '/news'],
      ['advertLoad', '/news'],
    ]);
  });

  it('should only log a record that fails to send, and send nothing after destroy', async () => {
    const logged: string[] = [];
    const tracker = createTracker({
      send: () => Promise.reject(new Error('offline')),
      consent: () => on,
      environment: () => environment,
      identity: () => identity,
      log: (message) => logged.push(message),
    });
    expect(tracker.pageView('/')).toBe(true);
    await tracker.destroy();
    expect(logged).toEqual(['Problem sending an analytics record']);
    expect(tracker.pageView('/')).toBe(false);
  });
});
