import { healthResponseSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/app';
import { type TestDatabase, testDialects } from '../../testing/databases';

describe.each(testDialects)('GET /api/health on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeEach(async () => {
    // The api role: a worker holds a lease's connection for as long as it runs, and closing the database
    // under it (the last test) would wait for that connection (the app closes its leases first).
    const started = await startTestApp(dialect, { config: { roles: ['api'] } });
    ({ app, testDatabase } = started);
    return started.close;
  });

  it('should answer ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthResponseSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('should answer 503 and say the database is unavailable when it is not', async () => {
    await testDatabase.database.close();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: 'degraded',
      database: 'unavailable',
    });
  });
});
