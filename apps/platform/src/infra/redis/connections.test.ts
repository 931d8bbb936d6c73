import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { MatchChanged } from '../../modules/live/bus';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { hasRedisServer, startRedis } from '../../testing/redis';
import { commandsConnectionName, createRedisConnections, subscriberConnectionName } from './connections';

/** The clients connected to the server, by name, leaving out the test's own. */
async function clientsOf(admin: Redis): Promise<string[]> {
  const own = await admin.client('ID');
  const list = (await admin.client('LIST')) as string;
  return list
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => Object.fromEntries(line.split(' ').map((field) => field.split('=', 2) as [string, string])))
    .filter((client) => Number(client.id) !== own)
    .map((client) => client.name ?? '')
    .sort();
}

describe.skipIf(!hasRedisServer)('the platform on Redis (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let admin: Redis;
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    redis = await startRedis();
    admin = new Redis(redis.url);
    testDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(testDatabase.database, silentLog);
    app = await buildApp({ ...testConfig(testDatabase.location), redisUrl: redis.url, readCacheSeconds: 5 }, { database: testDatabase.database });
  }, 150_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
    await admin?.quit();
    await redis?.stop();
  });

  it('should hold two connections, whichever users of Redis have been asked, and close both with the app', async () => {
    // Every user of Redis at work: the read cache (its shared version, a studio-style forgetting heard
    // back), the rate limits (analytics records), the live bus (a change published and heard).
    await app.readCache.ready;
    expect((await app.inject({ method: 'GET', url: '/api/web/content-version' })).statusCode).toBe(200);
    const record = await app.inject({
      method: 'POST',
      url: '/api/analytics/records',
      headers: { 'x-forwarded-for': '198.51.100.9' },
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
    expect(record.statusCode, record.body).toBe(202);
    const heard = new Promise<MatchChanged>((resolve) => {
      const stop = app.live.bus.subscribe((change) => {
        stop();
        resolve(change);
      });
    });
    await app.live.bus.publish({ matchId: 7, announcement: null });
    expect(await heard).toEqual({ matchId: 7, announcement: null });
    const forgotten = new Promise<void>((resolve) => {
      const stop = app.readCache.onForget(() => {
        stop();
        resolve();
      });
    });
    await admin.publish('club:read-cache:forget', 'news');
    await forgotten;
    // The session check's concurrency store was made with the app: a connection of its own would be open.
    expect((await app.inject({ method: 'POST', url: '/api/videos/session/check', payload: {} })).statusCode).toBeGreaterThanOrEqual(400);

    expect(await clientsOf(admin)).toEqual([commandsConnectionName, subscriberConnectionName]);

    await app.close();
    expect(await clientsOf(admin)).toEqual([]);
  });
});

describe('Redis connections while Redis is unreachable', () => {
  it('should log the outage once per connection, not once per reconnection attempt', async () => {
    const errors: string[] = [];
    // Port 1 on loopback: nothing listens, so every connection attempt fails at once.
    const connections = createRedisConnections('redis://127.0.0.1:1', {
      log: { error: (details) => errors.push((details as { connection: string }).connection), info: () => undefined },
    });
    const commands = connections.commands();
    await new Promise<void>((resolve) => {
      let attempts = 0;
      commands.on('reconnecting', () => {
        attempts += 1;
        if (attempts === 3) resolve();
      });
    });
    expect(errors).toEqual([commandsConnectionName]);
    expect(connections.made()).toEqual([commandsConnectionName]);
    await connections.close();
  });
});
