import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readyResponseSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';

describe.each(testDialects)('GET /api/ready on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let mediaDir: string;
  const apps: FastifyInstance[] = [];

  const appWith = async (change: Partial<AppConfig> = {}) => {
    const app = await buildApp(
      { ...testConfig(testDatabase.location), media: { dir: mediaDir, liveChannels: false, warmUp: false }, ...change },
      { database: testDatabase.database },
    );
    apps.push(app);
    return app;
  };
  const ready = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    return { status: response.statusCode, body: readyResponseSchema.parse(response.json()), cache: response.headers['cache-control'] };
  };

  beforeEach(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    mediaDir = await mkdtemp(join(tmpdir(), 'ready-'));
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDatabase?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('should answer ready when the database and the media store answer, without Redis on one instance', async () => {
    expect(await ready(await appWith())).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', redis: 'none', mediaStore: 'ok' },
      cache: 'no-store',
    });
  });

  it('should answer 503 draining once the app drains (SIGTERM), while /api/health stays up', async () => {
    const app = await appWith();
    app.lifecycle.draining = true;

    expect(await ready(app)).toMatchObject({ status: 503, body: { status: 'draining', database: 'ok' } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('should answer 503 unready, naming it, when the media store does not answer', async () => {
    // Nothing listens on port 9: the bucket cannot be reached.
    const app = await appWith({ media: { dir: mediaDir, liveChannels: false, warmUp: false, s3Url: 'http://AK:SK@127.0.0.1:9/media' } });

    expect(await ready(app)).toMatchObject({ status: 503, body: { status: 'unready', database: 'ok', mediaStore: 'unavailable' } });
  });

  it('should answer 503 unready when the database does not answer', async () => {
    // The api role, as a load balancer asks it: a worker holds a lease's connection for as long as it runs,
    // and closing the database under it would wait for that connection (the app closes its leases first).
    const app = await appWith({ roles: ['api'] });
    await testDatabase.database.close();

    expect(await ready(app)).toMatchObject({ status: 503, body: { status: 'unready', database: 'unavailable' } });
  });
});
