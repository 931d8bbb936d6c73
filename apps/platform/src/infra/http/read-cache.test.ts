import { contentVersionResponseSchema, newsListResponseSchema, studioArticleSchema } from '@club/api-client';
import { type ManualClock, createManualClock } from '@club/clock';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { TEST_NOW } from '../../testing/clock';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../../testing/databases';
import { hasRedisServer, startRedis } from '../../testing/redis';
import { api, baseUrlOf, signIn } from '../../modules/payments/testing';
import { createRedisConnections } from '../redis/connections';
import { cachedReads, registerReadCache } from './read-cache';

const studioOrigin = 'http://127.0.0.1:3002';

describe('the read cache in the platform', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let clock: ManualClock;
  let base: string;
  let editor: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    clock = createManualClock(Date.parse(TEST_NOW));
    await prepareDatabase(testDatabase.database, silentLog, clock);
    app = await buildApp(
      { ...testConfig(testDatabase.location), readCacheSeconds: 5, siteOrigins: ['http://127.0.0.1:3000', studioOrigin] },
      { database: testDatabase.database, clock },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(app);
    editor = await signIn(base, 'editor@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  const newest = async () => newsListResponseSchema.parse((await api(base, 'GET', '/api/news/articles?pageSize=1')).body).data[0];

  it('should name only routes the platform has, all of them reads', () => {
    for (const pattern of Object.keys(cachedReads)) expect(app.hasRoute({ method: 'GET', url: pattern }), pattern).toBe(true);
  });

  it('should answer a read again from memory, bytes and headers alike', async () => {
    const before = app.readCache.stats();
    const first = await api(base, 'GET', '/api/matches/seasons');
    const second = await api(base, 'GET', '/api/matches/seasons');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    const after = app.readCache.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });

  it('should go to the database once for a crowd asking at the same moment', async () => {
    const before = app.readCache.stats();
    const answers = await Promise.all(Array.from({ length: 12 }, () => api(base, 'GET', '/api/news/articles?pageSize=3')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(app.readCache.stats().misses - before.misses).toBe(1);
  });

  it('should see a change made behind its back only once its seconds are up', async () => {
    const shown = await newest();
    const { db } = testDatabase.database;
    await db.updateTable('news_article').set({ title: 'Changed behind the cache' }).where('slug', '=', shown!.slug).execute();
    expect((await newest())!.title).toBe(shown!.title);
    clock.advance(5_000);
    expect((await newest())!.title).toBe('Changed behind the cache');
  });

  it('should show what the studio publishes at once', async () => {
    const studio = (method: string, path: string, body?: unknown) =>
      api(base, method, `/api/studio${path}`, { cookie: editor, body, headers: { origin: studioOrigin } });
    await newest();
    const created = studioArticleSchema.parse(
      (
        await studio('POST', '/articles', {
          title: 'Read cache forgets on publish',
          slug: 'read-cache-forgets-on-publish',
          standfirst: 'A story that must be on the list the moment it is published.',
          category: 'club',
          tags: [],
          imageKey: 'news/keeper.jpg',
          body: '<p>Published, and on the list at once.</p>',
        })
      ).body,
    );
    expect((await newest())!.slug).not.toBe('read-cache-forgets-on-publish');
    const version = async () => {
      const answer = await api(base, 'GET', '/api/web/content-version');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return contentVersionResponseSchema.parse(answer.body).version;
    };
    const before = await version();
    expect(await version()).toBe(before);
    const published = await studio('POST', `/articles/${created.id}/publish`, { version: created.version });
    expect(published.status).toBe(200);
    expect((await newest())!.slug).toBe('read-cache-forgets-on-publish');
    // The sites' servers follow this to drop the pages they keep.
    expect(await version()).not.toBe(before);
    const unpublished = await studio('POST', `/articles/${created.id}/unpublish`, {
      version: studioArticleSchema.parse(published.body).version,
    });
    expect(unpublished.status).toBe(200);
    expect((await newest())!.slug).not.toBe('read-cache-forgets-on-publish');
  });

  it('should forget the match reads when the live match changes', async () => {
    await api(base, 'GET', '/api/matches/next?team=first-team');
    const before = app.readCache.stats();
    await api(base, 'GET', '/api/matches/next?team=first-team');
    expect(app.readCache.stats().hits - before.hits).toBe(1);
    await app.live.bus.publish({ matchId: 1, announcement: null });
    await api(base, 'GET', '/api/matches/next?team=first-team');
    expect(app.readCache.stats().misses - before.misses).toBe(1);
  });

  it('should never keep a 404', async () => {
    const before = app.readCache.stats();
    for (let time = 0; time < 2; time += 1) expect((await api(base, 'GET', '/api/news/articles/no-such-story')).status).toBe(404);
    expect(app.readCache.stats().hits - before.hits).toBe(0);
  });

  it('should keep nothing personal: reads outside its list are always answered afresh', async () => {
    const before = app.readCache.stats();
    await api(base, 'GET', '/api/entitlements', { cookie: editor });
    await api(base, 'GET', '/api/entitlements', { cookie: editor });
    const after = app.readCache.stats();
    expect([after.hits, after.misses]).toEqual([before.hits, before.misses]);
  });
});

describe.skipIf(!hasRedisServer)('the read cache on several instances', () => {
  it('should forget on every instance when one of them is told to', async () => {
    const redis = await startRedis();
    let version = 1;
    const instances = [Fastify(), Fastify()];
    const connections = instances.map(() => createRedisConnections(redis.url));
    const caches = instances.map((instance, index) => {
      const cache = registerReadCache(instance, { ttlMs: 60_000, now: () => 0, redis: connections[index] });
      instance.get('/api/news/articles', async () => ({ version }));
      return cache;
    });
    try {
      await Promise.all(caches.map((cache) => cache.ready));
      const read = async (instance: FastifyInstance) => (await instance.inject({ method: 'GET', url: '/api/news/articles' })).json();
      for (const instance of instances) expect(await read(instance)).toEqual({ version: 1 });
      const before = await caches[1]!.version();
      expect(await caches[0]!.version()).toBe(before);
      version = 2;
      for (const instance of instances) expect(await read(instance)).toEqual({ version: 1 });

      caches[0]!.forget(['news']);
      expect(await read(instances[0]!)).toEqual({ version: 2 });
      // The other instance hears it through Redis, and both tell the sites the same version.
      await expect.poll(() => read(instances[1]!), { timeout: 30_000 }).toEqual({ version: 2 });
      await expect.poll(() => caches[1]!.version(), { timeout: 30_000 }).toBe(await caches[0]!.version());
      expect(await caches[0]!.version()).not.toBe(before);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
      await Promise.all(instances.map((instance) => instance.close()));
      await redis.stop();
    }
  });
});
