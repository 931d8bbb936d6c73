import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { createManualClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import type { Job } from './infra/jobs/queue';
import { jobSchema } from './infra/jobs/pg-boss-queue';
import { rollForwardJob, rollForwardLease } from './roll-forward';
import { TEST_NOW } from './testing/clock';
import { type TestDatabase, createTestDatabase, testConfig, testDialects } from './testing/databases';

const day = 24 * 60 * 60 * 1000;

describe.each(testDialects)('the demo world rolled forward while running, on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDatabase.drop();
  });

  /** A worker on its own connections (as a second machine's would be), its log lines kept. */
  async function startWorker(clock: ReturnType<typeof createManualClock>) {
    const lines: Array<{ msg: string; name?: string; world?: string }> = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
    });
    const app = await buildApp(
      { ...testConfig(testDatabase.location), logLevel: 'info', roles: ['worker'], demoLiveMatch: false },
      { logStream, clock, leaseRetryMs: 50, rollForwardCheckMs: 20, jobs: { pollMs: 50 } },
    );
    apps.push(app);
    return { app, lines };
  }

  it('should lay the world out again once, on one worker, when the day changes', async () => {
    testDatabase = await createTestDatabase(dialect);
    const clock = createManualClock(TEST_NOW);
    const instances = dialect === 'postgres' ? await Promise.all([startWorker(clock), startWorker(clock)]) : [await startWorker(clock)];
    // One worker watches the clock: wait until one holds the lease.
    await vi.waitFor(() => expect(instances.filter(({ app }) => app.leases.holds(rollForwardLease))).toHaveLength(1), { timeout: 60_000, interval: 20 });
    const seededBefore = instances.flatMap(({ lines }) => lines.filter((line) => line.msg === 'seed applied')).length;

    // Midnight passes (London): the next day's world, laid out by one job on one worker.
    const done = Promise.race(
      instances.map(async ({ app }) => {
        const [job] = (await once(app.jobs.events, 'completed', {})) as [Job];
        return job;
      }),
    );
    clock.advance(day);
    const job = await done;
    expect(job).toMatchObject({ kind: rollForwardJob, attempt: 1 });
    expect(job.key).toContain('2026-12-06');

    const rolled = instances.filter(({ lines }) => lines.some((line) => line.msg === 'demo world rolled forward'));
    expect(rolled).toHaveLength(1);
    const applied = instances.flatMap(({ lines }) => lines.filter((line) => line.msg === 'seed applied')).slice(seededBefore);
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map((line) => line.name)).size).toBe(applied.length);
    if (dialect === 'postgres') {
      // One job for the day, whichever instances saw the day change.
      const jobs = await sql<{ count: string }>`select count(*) as count from ${sql.id(jobSchema, 'job')} where name = ${rollForwardJob}`.execute(testDatabase.database.db);
      expect(Number(jobs.rows[0]?.count)).toBe(1);
    }
  }, 240_000);
});
