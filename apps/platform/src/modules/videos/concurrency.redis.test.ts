import { type IncomingMessage, get } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { getClock } from '@club/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { createRedisConcurrencyStore } from '../../infra/concurrency/redis';
import { defaultRequestLimits } from '../../infra/rate-limit/request-limits';
import { createRedisConnections } from '../../infra/redis/connections';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';
import { hasRedisServer, startRedis } from '../../testing/redis';
import { api, baseUrlOf, signIn } from '../payments/testing';

/**
 * Several platform instances share one account's concurrency limit through Redis: two apps on one
 * database and one redis-server started here, and many simultaneous attempts never hold more than the
 * limit between them.
 */
const subscriber = { email: 'subscriber@example.com', sub: 'b2b73d76-2854-53b2-9457-b5c19f3ce279' };
// Club TV features move with the demo world (their date too): the pinned clock's world is 52 weeks on.
const paidVideo = 'feature-2026-05-19-season-review';

describe.skipIf(!hasRedisServer)('concurrency shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;

  beforeAll(async () => {
    redis = await startRedis();
  }, 150_000);

  afterAll(async () => {
    await redis?.stop();
  });

  it('should let no more than the limit through 200 simultaneous acquires from two connections', async () => {
    const connections = [createRedisConnections(redis.url), createRedisConnections(redis.url)];
    const stores = connections.map((connection) => createRedisConcurrencyStore(connection));
    const now = getClock().nowMs();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        stores[index % 2]!.acquire({ account: 'race', session: `device-${index}`, limit: 3, now, expiresAt: now + 75_000 }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await stores[0]!.count('race', now)).toBe(3);
    // Expired members stop counting, and a held session refreshes without a new slot.
    const winner = `device-${results.indexOf(true)}`;
    expect(await stores[1]!.acquire({ account: 'race', session: winner, limit: 3, now: now + 1, expiresAt: now + 75_000 })).toBe(true);
    expect(await stores[1]!.count('race', now + 80_000)).toBe(0);
    expect(await stores[1]!.acquire({ account: 'race', session: 'late', limit: 3, now: now + 80_000, expiresAt: now + 155_000 })).toBe(true);
    await stores[0]!.release('race', 'late');
    expect(await stores[0]!.count('race', now + 80_000)).toBe(0);
    await Promise.all(connections.map((connection) => connection.close()));
  });

  describe.each(testDialects)('two platform instances on $dialect', ({ dialect }) => {
    let testDatabase: TestDatabase;
    const apps: FastifyInstance[] = [];
    const bases: string[] = [];
    let cookie: string;

    beforeAll(async () => {
      testDatabase = await createTestDatabase(dialect);
      await prepareDatabase(testDatabase.database, silentLog);
      for (let index = 0; index < 2; index += 1) {
        const app = await buildApp({ ...testConfig(testDatabase.location), redisUrl: redis.url, concurrencyLimit: 2 }, { database: testDatabase.database });
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
        bases.push(baseUrlOf(app));
      }
      // One sign-in works on both: they share the database and its signing key.
      cookie = await signIn(bases[0]!, subscriber.email);
    }, 60_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      await testDatabase?.drop();
      // Closing the apps gave every socket's slot back: nothing of this account is left in Redis.
      const connections = createRedisConnections(redis.url);
      const left = await createRedisConcurrencyStore(connections).count(subscriber.sub, getClock().nowMs());
      await connections.close();
      expect(left).toBe(0);
    });

    const check = (base: string, deviceId: number) =>
      api(base, 'POST', '/api/videos/session/check', {
        cookie,
        body: { data: { attributes: { videoID: paidVideo, mediaType: 'OnDemand', userID: subscriber.sub, userEmail: subscriber.email, deviceID: deviceId } } },
      });

    let winners: string[] = [];

    it('should grant exactly two of 30 simultaneous session checks from 30 devices across both instances', async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => check(bases[index % 2]!, 1000 + index)));
      const granted = answers.filter((answer) => answer.status === 200);
      expect(granted).toHaveLength(2);
      expect(answers.filter((answer) => answer.body?.code === 'ERR_54648_1')).toHaveLength(28);
      winners = granted.map((answer) => answer.body.data.attributes.sessionId as string);
    });

    it('should hold a session on one socket across both instances, and free its slot for the other instance when it closes', async () => {
      const openOn = async (base: string) => {
        const socket = new WebSocket(`${base.replace('http', 'ws')}/api/videos/concurrency`, { headers: { cookie } });
        await new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
        return socket;
      };
      const ask = (socket: WebSocket, message: object) => {
        const reply = new Promise<{ status: string; code?: string }>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
        socket.send(JSON.stringify(message));
        return reply;
      };
      const [a, b, c] = await Promise.all([openOn(bases[0]!), openOn(bases[1]!), openOn(bases[1]!)]);
      // The two granted sessions, taken over by a socket on each instance.
      expect((await ask(a!, { action: 'session', sessionId: winners[0] })).status).toBe('ok');
      expect((await ask(b!, { action: 'session', sessionId: winners[1] })).status).toBe('ok');
      // One socket per session, whichever instance the second one reaches.
      expect(await ask(c!, { action: 'session', sessionId: winners[0] })).toMatchObject({ status: 'limit', code: 'ERR_54648_1' });
      expect(await ask(c!, { action: 'session', sessionId: `${subscriber.sub}:${paidVideo}:made-up` })).toMatchObject({ status: 'invalid' });
      expect((await check(bases[1]!, 2000)).body.code).toBe('ERR_54648_1');
      a!.close();
      let answer = await check(bases[1]!, 2001);
      for (let attempt = 0; attempt < 50 && answer.status !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = await check(bases[1]!, 2001);
      }
      expect(answer.status).toBe(200);
      b!.close();
      c!.close();
      // That last check's session has no socket: give it back, so the account ends with nothing held.
      const connections = createRedisConnections(redis.url);
      const client = createRedisConcurrencyStore(connections);
      await client.release(subscriber.sub, answer.body.data.attributes.sessionId as string);
      await connections.close();
    });

    it('should count the live streams one address holds open on both instances together (issue 28)', async () => {
      const open: IncomingMessage[] = [];
      // Each dialect's instances share the one redis-server: each its own visitors.
      const visitor = dialect === 'sqlite' ? '203.0.113.40' : '203.0.113.50';
      // Through a site's server (peer loopback, the visitor in x-forwarded-for), as a fan's page asks.
      const connect = (base: string, from = visitor) =>
        new Promise<IncomingMessage>((resolve, reject) => {
          get(`${base}/api/matches/live`, { headers: { 'x-forwarded-for': from } }, (response) => {
            open.push(response);
            resolve(response);
          }).once('error', reject);
        });
      try {
        const limit = defaultRequestLimits.liveStreamsPerAddress;
        for (let stream = 0; stream < limit; stream += 1) {
          expect((await connect(bases[stream % 2]!)).statusCode).toBe(200);
        }
        // A script spreading its connections over the instances behind the load balancer gains nothing.
        expect((await connect(bases[0]!)).statusCode).toBe(429);
        expect((await connect(bases[1]!)).statusCode).toBe(429);
        expect((await connect(bases[1]!, visitor.replace(/\d+$/, '99'))).statusCode).toBe(200);
        // A page on the first instance goes away: its place is free on the second.
        open[0]!.destroy();
        await expect
          .poll(async () => {
            const again = await connect(bases[1]!);
            if (again.statusCode !== 200) again.destroy();
            return again.statusCode;
          })
          .toBe(200);
      } finally {
        for (const response of open) response.destroy();
      }
    });
  });
});
