import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { prepareDatabase } from '../prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testConfig } from '../testing/databases';
import { serveMetrics } from './metrics';

describe('the metrics', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let served: Awaited<ReturnType<typeof serveMetrics>>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    await prepareDatabase(testDatabase.database, silentLog);
    app = await buildApp(testConfig(testDatabase.location), { database: testDatabase.database });
    served = await serveMetrics(app.metrics, { host: '127.0.0.1', port: 0 });
  }, 60_000);

  afterAll(async () => {
    await served?.close();
    await app?.close();
    await testDatabase?.drop();
  });

  const scrape = async () => {
    const response = await fetch(served.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('should count and time answers by route pattern, method and status, never by the path asked', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/matches/990001' });
    await app.inject({ method: 'GET', url: '/api/matches/990002' });
    await app.inject({ method: 'GET', url: '/no/such/path' });

    const text = await scrape();

    expect(text).toContain('platform_http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('platform_http_requests_total{method="GET",route="/api/matches/:matchId",status="404"} 2');
    expect(text).toContain('platform_http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).not.toContain('/api/matches/99000');
    expect(text).toContain('platform_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 2');
    expect(text).toMatch(/platform_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health",status="200"\} \d/);
  });

  it('should report the open live-update streams, process health and job failures other code counts', async () => {
    app.metrics.jobFailed('clubtv-transcode');
    app.metrics.jobFailed('clubtv-transcode');

    const text = await scrape();

    expect(text).toContain('platform_sse_connections 0');
    expect(text).toContain('platform_job_failures_total{job="clubtv-transcode"} 2');
    expect(text).toMatch(/platform_process_resident_memory_bytes \d+/);
  });

  it('should answer only /metrics on its own port, and never on the API port', async () => {
    expect((await fetch(served.url.replace('/metrics', '/api/health'))).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
