import { clockReading } from '@club/clock';
import { analyticsRecordsPerMinute, apiErrorSchema, type AnalyticsRecord } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';
import { createAnalyticsRepo } from './repo';

const pageView: AnalyticsRecord = {
  channel: 'web',
  domain: 'localhost',
  logID: 4711,
  screensize: '1280x720',
  ssoVendor: '',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  sessionID: 123456,
  ssoID: null,
  event: 'pageView',
  path: '/news',
  advert: null,
};

const advertClick: AnalyticsRecord = {
  ...pageView,
  logID: 99,
  event: 'advertClick',
  path: '/',
  advert: { id: '3', name: 'Fenwick Bet Matchday Odds', placement: 'footerSlot3' },
};

describe.each(testDialects)('analytics routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect, { dependencies: { clock: clockReading(() => receivedAt) } });
  const receivedAt = new Date('2026-11-21T12:00:00Z');

  const post = (payload: unknown, forwardedFor = '203.0.113.1') =>
    platform.app.inject({ method: 'POST', url: '/api/analytics/records', payload: payload as object, headers: { 'x-forwarded-for': forwardedFor } });

  describe('POST /api/analytics/records', () => {
    it('should store a page view and an advert click as sent, answering 202', async () => {
      const first = await post(pageView);
      expect(first.statusCode, first.body).toBe(202);
      expect(first.json()).toEqual({ accepted: true });
      const second = await post(advertClick);
      expect(second.statusCode, second.body).toBe(202);

      const stored = await createAnalyticsRepo(platform.testDatabase.database.db).latest(10);
      const byLog = new Map(stored.map((record) => [record.logID, record]));
      expect(byLog.get(4711)).toMatchObject({ ...pageView, receivedAt: receivedAt.toISOString() });
      expect(byLog.get(99)).toMatchObject({ ...advertClick, receivedAt: receivedAt.toISOString() });
    });

    it('should refuse a payload that is not a tracking record, naming the field, and store nothing', async () => {
      const before = (await createAnalyticsRepo(platform.testDatabase.database.db).latest(1000)).length;
      const cases: [unknown, string][] = [
        [{ ...pageView, logID: 0 }, 'logID'],
        [{ ...pageView, sessionID: 1_000_001 }, 'sessionID'],
        [{ ...pageView, channel: 'app' }, 'channel'],
        [{ ...pageView, screensize: 'big' }, 'screensize'],
        [{ ...pageView, path: 'news' }, 'path'],
        [{ ...pageView, advert: advertClick.advert }, 'advert'],
        [{ ...advertClick, advert: null }, 'advert'],
        [{ ...pageView, password: 'secret' }, 'password'],
      ];
      for (const [payload, field] of cases) {
        const response = await post(payload, '203.0.113.2');
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        const error = apiErrorSchema.parse(response.json());
        expect(JSON.stringify(error)).toContain(field);
      }
      expect((await createAnalyticsRepo(platform.testDatabase.database.db).latest(1000)).length).toBe(before);
    });

    it('should answer 429 with Retry-After once one client has sent a minute of records, without limiting others', async () => {
      for (let sent = 0; sent < analyticsRecordsPerMinute; sent += 1) {
        const response = await post(pageView, '198.51.100.7');
        expect(response.statusCode).toBe(202);
      }
      const refused = await post(pageView, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(apiErrorSchema.parse(refused.json()).message).toBe('Too many analytics records: please slow down');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const other = await post(pageView, '198.51.100.8');
      expect(other.statusCode).toBe(202);
    });
  });
});
