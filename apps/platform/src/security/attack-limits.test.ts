import { clockReading } from '@club/clock';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { demoPassword } from '../modules/payments/testing';
import { prepareDatabase } from '../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../testing/databases';

/**
 * Issue 28, "Limits that do not hold", tried as an attacker would (beside attack.test.ts): the client
 * address and the country come from one trust chain (TRUST_PROXY, default loopback: the sites' servers),
 * never from what a visitor writes in a header. The clock is pinned: Saturday 21 November 2026, 15:00
 * London, inside the UK and Ireland live blackout.
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
const countryRefusal = { code: 'ERR_56882466_2', message: 'Sorry, users in this country are not allowed to access this stream' };

describe.each(testDialects)('the limits an attacker meets on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const now = saturday3pm;
  let subscriberCookie: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    // GEO_COUNTRY_HEADER=cf-ipcountry, GEO_DEFAULT_COUNTRY=GB: a viewer without a believable country is in the UK.
    app = await buildApp(
      { ...testConfig(testDatabase.location), geo: { countryHeader: 'cf-ipcountry', defaultCountry: 'GB' } },
      { database: testDatabase.database, clock: clockReading(() => now) },
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/authenticate',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': london },
      payload: { username: subscriber.email, password: demoPassword },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    subscriberCookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

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
});
