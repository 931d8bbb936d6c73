import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type TestDatabase, createTestDatabase, testDialects } from '../../testing/databases';
import { jobSchema, migrateJobEngine } from './pg-boss-queue';
import { createMetrics } from '../metrics';
import { type Job, type JobQueue, createJobQueue } from './queue';

const log = { info: () => undefined, error: () => undefined };

describe.each(testDialects)('the job queue on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let second: Database;
  const queues: JobQueue[] = [];
  const queue = async (database: Database, options: { leaseMs?: number; maxAttempts?: number; metrics?: ReturnType<typeof createMetrics> } = {}) => {
    const made = await createJobQueue(database, { log, pollMs: 20, superviseSeconds: 1, ...options });
    queues.push(made);
    return made;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
    // A second process's own connections (a second pool on Postgres, a second handle on the SQLite file).
    second = createDatabase(testDatabase.location);
  });
  afterAll(async () => {
    for (const made of queues) await made.close();
    await second.close();
    await testDatabase.drop();
  });

  it('should write a job with the change that calls for it, or neither, and one job per key while it waits', async () => {
    const jobs = await queue(testDatabase.database);
    const { db } = testDatabase.database;
    await expect(
      db.transaction().execute(async (trx) => {
        await jobs.add(trx, { kind: 'test.rolled-back', key: 'rolled-back:1', payload: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs.find('test.rolled-back', 'rolled-back:1')).toBeUndefined();
    await db.transaction().execute(async (trx) => {
      await jobs.add(trx, { kind: 'test.once', key: 'once:1', payload: { n: 1 } });
      await jobs.add(trx, { kind: 'test.once', key: 'once:1', payload: { n: 2 } });
    });
    expect(await jobs.find('test.once', 'once:1')).toEqual({ state: 'queued', attempts: 0 });
    // One job, with the payload first added.
    const payloads: unknown[] = [];
    const completed = once(jobs.events, 'completed');
    jobs.work('test.once', async (job) => {
      payloads.push(job.payload);
    });
    await completed;
    await vi.waitFor(async () => expect(await jobs.find('test.once', 'once:1')).toBeUndefined());
    expect(payloads).toEqual([{ n: 1 }]);
  });

  it('should hold a delayed job back until its delay has passed, and run the jobs due meanwhile', async () => {
    const jobs = await queue(testDatabase.database);
    const claimed: { key: string; afterMs: number }[] = [];
    const start = performance.now();
    await testDatabase.database.db.transaction().execute(async (trx) => {
      await jobs.add(trx, { kind: 'test.delayed', key: 'delayed:later', payload: {}, delayMs: 1500 });
      await jobs.add(trx, { kind: 'test.delayed', key: 'delayed:now', payload: {} });
    });
    const both = new Promise<void>((resolve) => {
      jobs.work('test.delayed', async (job) => {
        claimed.push({ key: job.key, afterMs: performance.now() - start });
        if (claimed.length === 2) resolve();
      });
    });
    await both;
    expect(claimed.map((entry) => entry.key)).toEqual(['delayed:now', 'delayed:later']);
    // Never before its delay (a margin for the two clocks: the queue's and this test's).
    expect(claimed[1]!.afterMs).toBeGreaterThanOrEqual(1400);
  });

  it('should give a job to one worker of two, once, and forget it when done', async () => {
    const ran: string[] = [];
    const workers = [await queue(testDatabase.database), await queue(second)];
    const done = Promise.race(workers.map((worker) => once(worker.events, 'completed')));
    for (const [index, worker] of workers.entries()) {
      worker.work<{ n: number }>('test.claim', async () => {
        ran.push(`worker ${index}`);
      });
    }
    await testDatabase.database.db.transaction().execute((trx) => workers[0]!.add(trx, { kind: 'test.claim', key: 'claim:1', payload: { n: 1 } }));
    const [job] = (await done) as [Job];
    expect(job).toMatchObject({ kind: 'test.claim', key: 'claim:1', payload: { n: 1 }, attempt: 1 });
    // Both keep polling: a second claim would have run the handler again before the next job below.
    await testDatabase.database.db.transaction().execute((trx) => workers[1]!.add(trx, { kind: 'test.claim', key: 'claim:2', payload: { n: 2 } }));
    await Promise.race(workers.map((worker) => once(worker.events, 'completed')));
    expect(ran).toHaveLength(2);
    await vi.waitFor(async () => {
      expect(await workers[0]!.find('test.claim', 'claim:1')).toBeUndefined();
      expect(await workers[0]!.find('test.claim', 'claim:2')).toBeUndefined();
    });
  });

  it('should retry a job whose handler failed, as attempt 2', async () => {
    const jobs = await queue(testDatabase.database, { maxAttempts: 2 });
    let calls = 0;
    jobs.work('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('the store did not answer');
    });
    const failed = once(jobs.events, 'failed');
    const completed = once(jobs.events, 'completed');
    await testDatabase.database.db.transaction().execute((trx) => jobs.add(trx, { kind: 'test.flaky', key: 'flaky:1', payload: {} }));
    const [first] = (await failed) as [Job];
    expect(first.attempt).toBe(1);
    const [second] = (await completed) as [Job];
    expect(second).toMatchObject({ key: 'flaky:1', attempt: 2 });
  });

  it('should keep a job that failed its last attempt as failed, and queue it afresh when added again', async () => {
    const jobs = await queue(testDatabase.database, { maxAttempts: 1 });
    jobs.work('test.failing', async () => {
      throw new Error('the store did not answer');
    });
    const failed = once(jobs.events, 'failed');
    await testDatabase.database.db.transaction().execute((trx) => jobs.add(trx, { kind: 'test.failing', key: 'failing:1', payload: {} }));
    const [job, error] = (await failed) as [Job, Error];
    expect(job.attempt).toBe(1);
    expect(error.message).toBe('the store did not answer');
    await vi.waitFor(async () => expect(await jobs.find('test.failing', 'failing:1')).toEqual({ state: 'failed', attempts: 1 }));
    await jobs.close();
    // Added again (staff retry, from a process not running it), a job that failed for good is queued afresh.
    const adder = await queue(testDatabase.database);
    await testDatabase.database.db.transaction().execute((trx) => adder.add(trx, { kind: 'test.failing', key: 'failing:1', payload: {} }));
    expect(await adder.find('test.failing', 'failing:1')).toEqual({ state: 'queued', attempts: 0 });
  });

  it('should let another worker claim a job whose worker went quiet (killed mid-way), as attempt 2', async () => {
    const { db } = testDatabase.database;
    const jobs = await queue(second, { leaseMs: 1000 });
    await db.transaction().execute((trx) => jobs.add(trx, { kind: 'test.lapsed', key: 'lapsed:1', payload: {} }));
    // A claim by a worker that died: running, no sign of life from it for longer than its lease.
    if (dialect === 'postgres') {
      await sql`update ${sql.id(jobSchema, 'job')} set state = 'active', started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute' where singleton_key = 'lapsed:1'`.execute(db);
    } else {
      await db.updateTable('platform_job').set({ state: 'running', attempts: 1, locked_by: 'a dead worker', locked_until: 1 }).execute();
    }
    expect(await jobs.find('test.lapsed', 'lapsed:1')).toEqual({ state: 'running', attempts: 1 });
    const completed = once(jobs.events, 'completed');
    jobs.work('test.lapsed', async () => undefined);
    const [job] = (await completed) as [Job];
    expect(job).toMatchObject({ key: 'lapsed:1', attempt: 2 });
  });

  it('should count the jobs waiting, by kind, and the failed runs, for Prometheus', async () => {
    const metrics = createMetrics();
    const jobs = await queue(testDatabase.database, { metrics, maxAttempts: 1 });
    await testDatabase.database.db.transaction().execute(async (trx) => {
      await jobs.add(trx, { kind: 'test.depth', key: 'depth:1', payload: {} });
      await jobs.add(trx, { kind: 'test.depth', key: 'depth:2', payload: {} });
    });
    // pg-boss counts its queues in its supervisor's pass (every second here).
    await vi.waitFor(async () => expect(await metrics.registry.metrics()).toContain('platform_jobs_queued{kind="test.depth"} 2'), { timeout: 30_000, interval: 100 });
    const failed = once(jobs.events, 'failed');
    jobs.work('test.depth', async () => {
      throw new Error('the store did not answer');
    });
    await failed;
    expect(await metrics.registry.metrics()).toContain('platform_job_failures_total{job="test.depth"} 1');
  });
});

describe.runIf(testDialects.some(({ dialect }) => dialect === 'postgres'))('the job engine schema with MIGRATE_ON_START=0', () => {
  let testDatabase: TestDatabase;
  afterAll(async () => testDatabase?.drop());

  it('should refuse to start on a database pg-boss has not been installed in, naming `platform migrate`, and start once it has', async () => {
    testDatabase = await createTestDatabase('postgres');
    await migrateToLatest(testDatabase.database.db);
    await expect(createJobQueue(testDatabase.database, { log, migrate: false })).rejects.toThrow(
      "The job queue's schema (pg-boss, pgboss) is behind: run `platform migrate` first, or start with MIGRATE_ON_START=1",
    );
    await migrateJobEngine(testDatabase.database);
    const jobs = await createJobQueue(testDatabase.database, { log, migrate: false });
    await jobs.close();
  });
});
