import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { getClock } from '@club/clock';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

interface Log {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** A job as its handler sees it. */
export interface Job<P = unknown> {
  id: string;
  kind: string;
  key: string;
  payload: P;
  /** 1 on the first claim; more when an earlier worker failed or was killed mid-way. */
  attempt: number;
}

export interface JobEvents {
  claimed: [job: Job];
  completed: [job: Job];
  /** The handler threw: retried after a back-off until `maxAttempts`, then kept as 'failed'. */
  failed: [job: Job, error: unknown];
}

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

export interface JobQueue {
  /**
   * Adds a job in `trx`, the transaction of the change that calls for it (so both are written, or
   * neither). One job per key while it waits or runs: adding it again adds nothing; a key whose job
   * failed for good is queued afresh.
   */
  add(trx: Kysely<DB>, job: { kind: string; key: string; payload: unknown }): Promise<void>;
  /** Runs jobs of `kind` in this process, one at a time, as they come (the worker role). */
  work<P>(kind: string, handler: JobHandler<P>): void;
  /** Looks for work now rather than at the next poll (a job was just added here). */
  poke(): void;
  readonly events: EventEmitter<JobEvents>;
  /** Stops claiming; waits for the jobs under way. */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  log: Log;
  /** How long a claim holds without renewal; renewed every third of it while the handler runs (default 30 s). */
  leaseMs?: number;
  /** How often an idle worker looks for jobs added by other processes (default 2 s). */
  pollMs?: number;
  /** Claims before a job that keeps failing is kept as 'failed' (default 5). */
  maxAttempts?: number;
  /** The clock's time in ms (default: the process's clock). */
  nowMs?: () => number;
}

/**
 * Durable jobs on the platform's own database (the `platform_job` table, 0040_jobs): PostgreSQL when
 * scaled (a claim is one UPDATE of the oldest due row picked `FOR UPDATE SKIP LOCKED`, so two workers
 * never claim one job), SQLite for `npm start` (one process, one writer). A claim is a lease the worker
 * renews while it works: a worker killed mid-way stops renewing and another claims the job once it lapses,
 * so handlers must be idempotent (the transcode's ladder is renamed into place once, whoever finishes).
 */
export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { db, dialect } = database;
  const { log, leaseMs = 30_000, pollMs = 2000, maxAttempts = 5, nowMs = () => getClock().nowMs() } = options;
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
    let due = db
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
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const row = await db
      .updateTable('platform_job')
      .set((eb) => ({ state: 'running', locked_by: workerId, locked_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, kind: row.kind, key: row.key, payload: JSON.parse(row.payload) as unknown, attempt: Number(row.attempts) };
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
        else await idle(pollMs);
      }
    })();
  }

  return {
    events,
    async add(trx, job) {
      await trx
        .insertInto('platform_job')
        .values({
          id: randomUUID(),
          kind: job.kind,
          key: job.key,
          payload: JSON.stringify(job.payload),
          state: 'queued',
          attempts: 0,
          run_at: nowMs(),
          locked_by: null,
          locked_until: null,
          last_error: null,
          created_at: new Date(nowMs()).toISOString(),
        })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ state: 'queued', attempts: 0, run_at: nowMs(), locked_by: null, locked_until: null, last_error: null })
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
    async close() {
      stopped = true;
      wake();
      await Promise.allSettled([...loops]);
    },
  };
}
