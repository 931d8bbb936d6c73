import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { getClock } from '@club/clock';
import type { Database } from '../db/database';
import type { Job, JobEvents, JobHandler, JobQueue, JobQueueOptions, JobState } from './queue';

/**
 * Durable jobs for embedded SQLite (`npm start`: one process tree, one writer) on the `platform_job` table
 * (0040_jobs). It exists because pg-boss, the queue every deployment on PostgreSQL runs on
 * (pg-boss-queue.ts), needs PostgreSQL: with one process there is no other worker to race, and this keeps
 * the same promises in a few statements. A job is written in the transaction of the change that calls for
 * it; a claim is one UPDATE of the oldest due row; a claim is a lease the worker renews while it works, so
 * a worker killed mid-way (its process tree restarted) stops renewing and the next claim, once the lease
 * lapses, is attempt + 1. Handlers must be idempotent (the transcode's ladder is renamed into place once,
 * whoever finishes).
 */
export function createTableQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { db } = database;
  const { log, leaseMs = 30_000, pollMs = 2000, maxAttempts = 5, nowMs = () => getClock().nowMs(), metrics } = options;
  // Jobs waiting (due or backing off), by kind, counted at each scrape.
  metrics?.observe('platform_jobs_queued', 'Durable jobs waiting to run, by kind', ['kind'], async () => {
    const rows = await db.selectFrom('platform_job').select(['kind', db.fn.countAll<number>().as('count')]).where('state', '=', 'queued').groupBy('kind').execute();
    return rows.map((row) => ({ labels: { kind: row.kind }, value: Number(row.count) }));
  });
  const events = new EventEmitter<JobEvents>();
  const workerId = randomUUID();
  const handlers = new Map<string, JobHandler>();
  const loops = new Set<Promise<void>>();
  const wakers = new Set<() => void>();
  let stopped = false;

  const wake = () => {
    for (const waker of [...wakers]) waker();
  };
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });

  async function claim(kind: string): Promise<Job | undefined> {
    const now = nowMs();
    // Due and waiting, or running under a lease that lapsed (its worker died): the oldest first.
    const due = db
      .selectFrom('platform_job')
      .select('id')
      .where('kind', '=', kind)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .limit(1);
    const row = await db
      .updateTable('platform_job')
      .set((eb) => ({ state: 'running', locked_by: workerId, locked_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, kind: row.kind, key: row.key, payload: JSON.parse(row.payload) as unknown, attempt: Number(row.attempts) };
  }

  /** How long an idle worker of `kind` waits: until its next delayed job is due, when that is before the next poll. */
  async function untilNext(kind: string): Promise<number> {
    const next = await db
      .selectFrom('platform_job')
      .select((eb) => eb.fn.min('run_at').as('run_at'))
      .where('kind', '=', kind)
      .where('state', '=', 'queued')
      .executeTakeFirst()
      .catch(() => undefined);
    const due = next?.run_at == null ? Infinity : Number(next.run_at) - nowMs();
    return Math.min(pollMs, Math.max(1, due));
  }

  /** Keeps the claim alive while the handler runs; false once another worker has the job (lease lapsed). */
  const renew = async (job: Job) => {
    const renewed = await db
      .updateTable('platform_job')
      .set({ locked_until: nowMs() + leaseMs })
      .where('id', '=', job.id)
      .where('locked_by', '=', workerId)
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) > 0;
  };

  async function run(job: Job, handler: JobHandler): Promise<void> {
    events.emit('claimed', job);
    const renewal = setInterval(() => {
      void renew(job).catch((error: unknown) => log.error({ err: error, job: job.id }, 'job lease not renewed'));
    }, Math.max(10, Math.floor(leaseMs / 3)));
    renewal.unref();
    try {
      await handler(job);
      await db.deleteFrom('platform_job').where('id', '=', job.id).where('locked_by', '=', workerId).execute();
      events.emit('completed', job);
    } catch (error) {
      const last = job.attempt >= maxAttempts;
      log.error({ err: error, job: job.id, kind: job.kind, attempt: job.attempt }, last ? 'job failed for good' : 'job failed: it will be retried');
      await db
        .updateTable('platform_job')
        .set({
          state: last ? 'failed' : 'queued',
          locked_by: null,
          locked_until: null,
          // 2 s, 4 s, 8 s … between attempts.
          run_at: nowMs() + 1000 * 2 ** job.attempt,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .execute();
      metrics?.jobFailed(job.kind);
      events.emit('failed', job, error);
    } finally {
      clearInterval(renewal);
    }
  }

  function loop(kind: string, handler: JobHandler): Promise<void> {
    return (async () => {
      while (!stopped) {
        let job: Job | undefined;
        try {
          job = await claim(kind);
        } catch (error) {
          if (stopped) break;
          log.error({ err: error, kind }, 'jobs not claimed');
        }
        if (stopped) break;
        if (job) await run(job, handler);
        else await idle(await untilNext(kind));
      }
    })();
  }

  return {
    events,
    async add(trx, job) {
      const runAt = nowMs() + Math.max(0, job.delayMs ?? 0);
      await trx
        .insertInto('platform_job')
        .values({
          id: randomUUID(),
          kind: job.kind,
          key: job.key,
          payload: JSON.stringify(job.payload),
          state: 'queued',
          attempts: 0,
          run_at: runAt,
          locked_by: null,
          locked_until: null,
          last_error: null,
          created_at: new Date(nowMs()).toISOString(),
        })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ state: 'queued', attempts: 0, run_at: runAt, locked_by: null, locked_until: null, last_error: null })
            .where('platform_job.state', '=', 'failed'),
        )
        .execute();
    },
    work(kind, handler) {
      if (stopped || handlers.has(kind)) return;
      handlers.set(kind, handler as JobHandler);
      const running = loop(kind, handler as JobHandler);
      loops.add(running);
      void running.finally(() => loops.delete(running));
    },
    poke: wake,
    async find(kind, key): Promise<JobState | undefined> {
      const row = await db.selectFrom('platform_job').select(['state', 'attempts']).where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
      return row ? { state: row.state, attempts: Number(row.attempts) } : undefined;
    },
    async close() {
      stopped = true;
      wake();
      await Promise.allSettled([...loops]);
    },
  };
}
