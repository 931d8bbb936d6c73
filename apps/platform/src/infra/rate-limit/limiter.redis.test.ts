import { analyticsRecordsPerMinute } from '@club/api-client';
import { clockReading } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { hasRedisServer, startRedis } from '../../testing/redis';
import { createRedisConnections } from '../redis/connections';
import { createRateLimiter } from './limiter';
import { createRedisRateLimitStore } from './redis';

/**
 * Several platform instances share their rate limits through Redis (REDIS_URL): two stores count one
 * client together, and two apps on one database refuse analytics records once the client has sent a
 * minute's worth to either of them.
 */
describe.skipIf(!hasRedisServer)('rate limits shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;

  beforeAll(async () => {
    redis = await startRedis();
  }, 150_000);

  afterAll(async () => {
    await redis?.stop();
  });

  it('should count one key together from two connections, window by window', async () => {
    const connections = [createRedisConnections(redis.url), createRedisConnections(redis.url)];
    const stores = connections.map((connection) => createRedisRateLimitStore(connection));
    const limiters = stores.map((store) => createRateLimiter(store, { limit: 3, windowMs: 60_000 }));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => limiters[index % 2]!.hit('race', 120_000)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(3);
    expect((await limiters[0]!.hit('race', 180_000)).allowed).toBe(true);
    await Promise.all(connections.map((connection) => connection.close()));
  });

  describe('given two platform instances', () => {
    let testDatabase: TestDatabase;
    const apps: FastifyInstance[] = [];
    const receivedAt = new Date('2026-11-21T12:00:00Z');

    beforeAll(async () => {
      testDatabase = await createTestDatabase('sqlite');
      await prepareDatabase(testDatabase.database, silentLog);
      for (let index = 0; index < 2; index += 1) {
        apps.push(
          await buildApp({ ...testConfig(testDatabase.location), redisUrl: redis.url }, { database: testDatabase.database, clock: clockReading(() => receivedAt) }),
        );
      }
    }, 60_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      await testDatabase?.drop();
    });

    it('should refuse an analytics record once the client has sent a minute of them to either instance', async () => {
      const post = (app: FastifyInstance, forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/analytics/records',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: {
            channel: 'web',
            domain: 'localhost',
            logID: 1,
            screensize: '1280x720',
            ssoVendor: '',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
            sessionID: 1,
            ssoID: null,
            event: 'pageView',
            path: '/news',
            advert: null,
          },
        });
      for (let sent = 0; sent < analyticsRecordsPerMinute; sent += 1) {
        const response = await post(apps[sent % 2]!, '198.51.100.7');
        expect(response.statusCode, response.body).toBe(202);
      }
      for (const app of apps) {
        const refused = await post(app, '198.51.100.7');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await post(apps[1]!, '198.51.100.8')).statusCode).toBe(202);
    });
  });
});
