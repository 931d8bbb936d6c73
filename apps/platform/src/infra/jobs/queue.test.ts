import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type TestDatabase, createTestDatabase, testDialects } from '../../testing/databases';
import { type Job, type JobQueue, createJobQueue } from './queue';

const log = { info: () => undefined, error: () => undefined };

describe.each(testDialects)('the job queue on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let second: Database;
  const queues: JobQueue[] = [];
  const queue = (database: Database, options: { leaseMs?: number; maxAttempts?: number } = {}) => {
    const made = createJobQueue(database, { log, pollMs: 20, ...options });
    queues.push(made);
    return made;
  };
  const rows = () => testDatabase.database.db.selectFrom('platform_job').selectAll().orderBy('key').execute();

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
    const jobs = queue(testDatabase.database);
    const { db } = testDatabase.database;
    await expect(
      db.transaction().execute(async (trx) => {
        await jobs.add(trx, { kind: 'test.rolled-back', key: 'rolled-back:1', payload: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction().execute(async (trx) => {
      await jobs.add(trx, { kind: 'test.once', key: 'once:1', payload: { n: 1 } });
      await jobs.add(trx, { kind: 'test.once', key: 'once:1', payload: { n: 2 } });
    });
    expect(await rows()).toEqual([expect.objectContaining({ kind: 'test.once', key: 'once:1', payload: '{"n":1}', state: 'queued', attempts: 0 })]);
    await db.deleteFrom('platform_job').execute();
  });

  it('should give a job to one worker of two, once, and delete it when done', async () => {
    const ran: string[] = [];
    const workers = [queue(testDatabase.database), queue(second)];
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
    expect(await rows()).toEqual([]);
  });

  it('should retry a job whose handler failed, and keep it as failed after its last attempt, with the error', async () => {
    const jobs = queue(testDatabase.database, { maxAttempts: 1 });
    jobs.work('test.failing', async () => {
      throw new Error('the store did not answer');
    });
    const failed = once(jobs.events, 'failed');
    await testDatabase.database.db.transaction().execute((trx) => jobs.add(trx, { kind: 'test.failing', key: 'failing:1', payload: {} }));
    const [job, error] = (await failed) as [Job, Error];
    expect(job.attempt).toBe(1);
    expect(error.message).toBe('the store did not answer');
    expect(await rows()).toEqual([expect.objectContaining({ key: 'failing:1', state: 'failed', attempts: 1, last_error: 'the store did not answer' })]);
    // Added again (staff retry), a job that failed for good is queued afresh.
    await testDatabase.database.db.transaction().execute((trx) => jobs.add(trx, { kind: 'test.failing', key: 'failing:1', payload: {} }));
    expect(await rows()).toEqual([expect.objectContaining({ key: 'failing:1', attempts: 0, last_error: null })]);
    await jobs.close();
    await testDatabase.database.db.deleteFrom('platform_job').execute();
  });

  it('should let another worker claim a job whose worker stopped renewing its lease, as attempt 2', async () => {
    const { db } = testDatabase.database;
    // A claim by a worker that died: running, its lease lapsed (it renews every third of its lease while alive).
    const jobs = queue(second, { leaseMs: 60_000 });
    await db.transaction().execute((trx) => jobs.add(trx, { kind: 'test.lapsed', key: 'lapsed:1', payload: {} }));
    await db.updateTable('platform_job').set({ state: 'running', attempts: 1, locked_by: 'a dead worker', locked_until: 1 }).execute();
    const completed = once(jobs.events, 'completed');
    jobs.work('test.lapsed', async () => undefined);
    const [job] = (await completed) as [Job];
    expect(job).toMatchObject({ key: 'lapsed:1', attempt: 2 });
  });
});
