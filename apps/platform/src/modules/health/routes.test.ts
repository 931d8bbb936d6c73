import { healthResponseSchema } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig, testDialects } from '../../testing/databases';

describe.each(testDialects)('GET /api/health on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(dialect);
    await prepareDatabase(testDatabase.database, silentLog);
    // The api role: a worker holds a lease's connection for as long as it runs, and closing the database
    // under it (the last test) would wait for that connection (the app closes its leases first).
    app = await buildApp({ ...testConfig(testDatabase.location), roles: ['api'] }, { database: testDatabase.database });
  });

  afterEach(async () => {
    await app?.close();
    await testDatabase?.drop();
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
