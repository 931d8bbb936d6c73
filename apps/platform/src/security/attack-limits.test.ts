import { type IncomingMessage, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnalyticsRecord, analyticsRecordsPerMinute, apiErrorSchema } from '@club/api-client';
import { clockReading } from '@club/clock';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { defaultRequestLimits } from '../infra/rate-limit/request-limits';
import { demoPassword } from '../modules/payments/testing';
import { prepareDatabase } from '../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../testing/databases';

/**
 * Issue 28, "Limits that do not hold", tried as an attacker would (beside attack.test.ts): the client
 * address and the country come from one trust chain (TRUST_PROXY, default loopback: the sites' servers),
 * never from what a visitor writes in a header. The clock is pinned: Saturday 21 November 2026, 15:00
 * London, inside the UK and Ireland live blackout; only the last block (sign-in throttling) moves it on.
 *
 * How the requests reach the platform here (`inject` with a `remoteAddress`):
 * - through a site's server on this machine: peer 127.0.0.1, and `x-forwarded-for` holding the one address
 *   the site derived. The site drops a visitor's own `cf-ipcountry` and forwarding headers before that
 *   (tooling/ssr forwarding.test.ts), so a London visitor typing `cf-ipcountry: FR` arrives without it;
 * - straight from the internet, or from a machine TRUST_PROXY does not name: whatever the attacker wrote.
 */

const saturday3pm = new Date('2026-11-21T15:00:00Z');
const london = '81.2.69.160';
const subscriber = { email: 'subscriber@example.com', sub: 'b2b73d76-2854-53b2-9457-b5c19f3ce279' };
const demoFans = ['fan@example.com', 'subscriber@example.com', 'audio@example.com', 'staff@example.com'];
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

/** A 429 in the platform's one error shape, with a Retry-After a client can wait for. */
function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
}

const countryRefusal = { code: 'ERR_56882466_2', message: 'Sorry, users in this country are not allowed to access this stream' };

describe.each(testDialects)('the limits an attacker meets on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let now = saturday3pm;
  let subscriberCookie: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    // GEO_COUNTRY_HEADER=cf-ipcountry, GEO_DEFAULT_COUNTRY=GB: a viewer without a believable country is in the UK.
    app = await buildApp(
      { ...testConfig(testDatabase.location), geo: { countryHeader: 'cf-ipcountry', defaultCountry: 'GB' } },
      { database: testDatabase.database, clock: clockReading(() => now) },
    );
    subscriberCookie = await signIn(subscriber.email, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': london } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  /** Signs a demo account in as `from` sends it; answers its cookies. */
  async function signIn(email: string, from: Pick<InjectOptions, 'remoteAddress' | 'headers'>): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/identity/authenticate',
      remoteAddress: from.remoteAddress,
      headers: { 'content-type': 'application/json', ...from.headers },
      payload: { username: email, password: demoPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  let device = 100;
  /** The subscriber's session check for the live stream, sent as `from` sends it. */
  const checkLive = (from: Pick<InjectOptions, 'remoteAddress' | 'headers'>) =>
    app.inject({
      method: 'POST',
      url: '/api/videos/session/check',
      remoteAddress: from.remoteAddress,
      headers: { 'content-type': 'application/json', cookie: subscriberCookie, ...from.headers },
      payload: {
        data: {
          attributes: {
            videoID: 'live-video',
            mediaType: 'DrmLiveVideo',
            userID: subscriber.sub,
            userEmail: subscriber.email,
            // A device of its own per check, so the concurrency limit (2) never answers instead of the blackout.
            deviceID: (device += 1),
          },
        },
      },
    });

  describe('the 3 pm blackout: a London viewer claiming to be in France', () => {
    it('should stay blacked out through the site server, which forwards no cf-ipcountry of the visitor', async () => {
      const response = await checkLive({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': london } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(countryRefusal);
    });

    it('should stay blacked out when sending cf-ipcountry: FR and a forwarding chain straight to the platform', async () => {
      const response = await checkLive({
        remoteAddress: london,
        headers: { 'cf-ipcountry': 'FR', 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(countryRefusal);
    });

    it('should stay blacked out through a forwarder TRUST_PROXY does not name (a site server elsewhere, unlisted)', async () => {
      const response = await checkLive({
        remoteAddress: '10.0.0.5',
        headers: { 'cf-ipcountry': 'FR', 'x-forwarded-for': london },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(countryRefusal);
    });

    it("should believe a trusted proxy's country (the check is real: France plays)", async () => {
      const response = await checkLive({ remoteAddress: '127.0.0.1', headers: { 'cf-ipcountry': 'FR', 'x-forwarded-for': '90.0.0.1' } });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('rate-limit keys: X-Forwarded-For from a peer TRUST_PROXY does not name', () => {
    it('should count voucher attempts against the attacker, however the header changes', async () => {
      const attacker = '198.51.100.20';
      const cookies = [];
      for (const email of demoFans) cookies.push(await signIn(email, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.20' } }));
      // 30 attempts per address in 15 minutes (10 per account): four accounts, eight tries each, a new
      // "forwarded" address on every one; the 31st try is refused.
      const answers: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/payments/vouchers/redeem',
          remoteAddress: attacker,
          headers: { 'content-type': 'application/json', cookie: cookies[attempt % 4] ?? '', 'x-forwarded-for': `10.9.0.${attempt}, 192.0.2.${attempt}` },
          payload: { code: 'NO-SUCH-CODE' },
        });
        answers.push(response.statusCode);
        if (attempt === 30) expectTooMany(response);
      }
      expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    });

    it('should count analytics records against the attacker, however the header changes, even from a private-range peer', async () => {
      // Another machine on the club's network, which TRUST_PROXY (loopback by default) does not name.
      const attacker = '10.20.0.7';
      const post = (forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/analytics/records',
          remoteAddress: attacker,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          payload: pageView,
        });
      for (let record = 0; record < analyticsRecordsPerMinute; record += 1) {
        expect((await post(`10.0.${record >> 8}.${record & 255}`)).statusCode).toBe(202);
      }
      expectTooMany(await post('10.255.255.255'));
    });
  });

  describe('the OpenAPI document', () => {
    it('should name the 429 of every route the per-address limits may refuse, in the one error shape', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>;
      };
      const limited = [
        ['/api/videos/session/check', 'post'],
        ['/api/news/search', 'get'],
        ['/api/matches/live', 'get'],
      ] as const;
      for (const [path, method] of limited) {
        const refusal = document.paths[path]?.[method]?.responses?.['429'];
        expect(refusal, `${method} ${path}`).toBeDefined();
        expect(refusal?.content?.['application/json']?.schema?.$ref, `${method} ${path}`).toBe('#/components/schemas/ApiError');
      }
      // Beside them, the routes with limits of their own already said so.
      expect(document.paths['/api/analytics/records']?.post?.responses?.['429']).toBeDefined();
    });
  });

  describe('limits on the session check, news search and /images (per address, per minute)', () => {
    const through = (visitor: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': visitor } });

    it('should answer the news search 429 after the limit, also for an attacker changing X-Forwarded-For', async () => {
      const search = (from: Pick<InjectOptions, 'remoteAddress' | 'headers'>) =>
        app.inject({ method: 'GET', url: '/api/news/search?query=cup', ...from });
      for (let query = 0; query < defaultRequestLimits.newsSearch.limit; query += 1) {
        expect((await search({ remoteAddress: '198.51.100.22', headers: { 'x-forwarded-for': `10.1.0.${query & 255}` } })).statusCode).toBe(200);
      }
      expectTooMany(await search({ remoteAddress: '198.51.100.22', headers: { 'x-forwarded-for': '10.1.1.1' } }));
      // A fan on another address, through the site's server, still searches.
      expect((await search(through('203.0.113.22'))).statusCode).toBe(200);
    });

    it('should answer the session check 429 after the limit, before reading its body', async () => {
      const check = (visitor: string) =>
        app.inject({ method: 'POST', url: '/api/videos/session/check', ...through(visitor), headers: { ...through(visitor).headers, 'content-type': 'application/json' }, payload: '{}' });
      for (let attempt = 0; attempt < defaultRequestLimits.sessionCheck.limit; attempt += 1) {
        expect((await check('203.0.113.23')).statusCode).toBe(400);
      }
      expectTooMany(await check('203.0.113.23'));
      expect((await check('203.0.113.24')).statusCode).toBe(400);
    });

    it('should answer /images 429 after the limit', async () => {
      // A size past the largest (400): counted like any other, and nothing is drawn or kept for the test.
      const image = (visitor: string) => app.inject({ method: 'GET', url: '/images/9999x1/news/loop.png', ...through(visitor) });
      for (let attempt = 0; attempt < defaultRequestLimits.images.limit; attempt += 1) {
        expect((await image('203.0.113.25')).statusCode).toBe(400);
      }
      expectTooMany(await image('203.0.113.25'));
      expect((await image('203.0.113.26')).statusCode).toBe(400);
    });
  });

  describe('the live event stream: open connections per address', () => {
    let base: string;
    const open: IncomingMessage[] = [];

    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    afterAll(() => {
      for (const response of open) response.destroy();
    });

    /** Opens the stream through the site's server for `visitor`; resolves once the answer's head is in. */
    const connect = (visitor: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const request = get(`${base}/api/matches/live`, { headers: { 'x-forwarded-for': visitor } }, (response) => {
          open.push(response);
          resolve(response);
        });
        request.once('error', reject);
      });

    it('should refuse one stream more than the limit with 429, let another address in, and free a place when one closes', async () => {
      const streams: IncomingMessage[] = [];
      for (let stream = 0; stream < defaultRequestLimits.liveStreamsPerAddress; stream += 1) {
        const response = await connect('203.0.113.27');
        expect(response.statusCode).toBe(200);
        streams.push(response);
      }
      const refused = await connect('203.0.113.27');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      refused.destroy();
      expect((await connect('203.0.113.28')).statusCode).toBe(200);

      // The page goes away: its place is free again once the platform sees the connection close.
      streams[0]?.destroy();
      await expect.poll(async () => {
        const again = await connect('203.0.113.27');
        if (again.statusCode !== 200) again.destroy();
        return again.statusCode;
      }).toBe(200);
    });
  });

  // Last: these move the clock on.
  describe('sign-in throttling: an attacker is slowed, the fan at their own address still gets in', () => {
    const attempt = (username: string, password: string, from: Pick<InjectOptions, 'remoteAddress' | 'headers'>) =>
      app.inject({
        method: 'POST',
        url: '/api/identity/authenticate',
        remoteAddress: from.remoteAddress,
        headers: { 'content-type': 'application/json', ...from.headers },
        payload: { username, password },
      });
    const fanAtHome = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.40' } };

    it("should not lock a chosen fan out by failing their sign-in from the attacker's address", async () => {
      const attacker = { remoteAddress: '198.51.100.40' };
      for (let failure = 0; failure < 5; failure += 1) expect((await attempt('fan@example.com', 'guess guess guess', attacker)).statusCode).toBe(401);
      const slowed = await attempt('fan@example.com', 'guess guess guess', attacker);
      expectTooMany(slowed);
      expect(slowed.json()).toMatchObject({ code: 'tooManyAttempts', message: 'Too many failed sign-in attempts. Try again in 60 seconds.' });
      // Changing X-Forwarded-For from a peer TRUST_PROXY does not name is no way round it.
      expect((await attempt('fan@example.com', 'guess guess guess', { ...attacker, headers: { 'x-forwarded-for': '203.0.113.40' } })).statusCode).toBe(429);
      // The fan, through the site's server from their own address, signs in at once.
      expect((await attempt('fan@example.com', demoPassword, fanAtHome)).statusCode).toBe(200);
      // The attacker's wait grows: a minute on, one more failure costs two.
      now = new Date(now.getTime() + 61_000);
      expect((await attempt('fan@example.com', 'guess guess guess', attacker)).statusCode).toBe(401);
      expect((await attempt('fan@example.com', 'guess guess guess', attacker)).headers['retry-after']).toBe('120');
      expect((await attempt('fan@example.com', demoPassword, fanAtHome)).statusCode).toBe(200);
    });

    it('should slow an address spraying many accounts, with growing waits, and no one elsewhere', async () => {
      const sprayer = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.41' } };
      for (let account = 0; account < 100; account += 1) {
        expect((await attempt(`spray${account}@example.com`, 'Summer2024!', sprayer)).statusCode).toBe(401);
      }
      const first = await attempt('audio@example.com', 'Summer2024!', sprayer);
      expectTooMany(first);
      expect(first.headers['retry-after']).toBe('1');
      now = new Date(now.getTime() + 1000);
      expect((await attempt('spray100@example.com', 'Summer2024!', sprayer)).statusCode).toBe(401);
      expect((await attempt('spray101@example.com', 'Summer2024!', sprayer)).headers['retry-after']).toBe('2');
      // The fan at their own address: no wait at all.
      expect((await attempt('audio@example.com', demoPassword, fanAtHome)).statusCode).toBe(200);
    });
  });
});
