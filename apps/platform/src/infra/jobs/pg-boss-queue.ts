import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PgBoss, type JobWithMetadata, fromKysely } from 'pg-boss';
import type { Database } from '../db/database';
import type { Job, JobEvents, JobHandler, JobQueue, JobQueueOptions, JobState } from './queue';

/** The schema pg-boss installs and keeps migrated in the platform's database (its own tables and functions). */
export const jobSchema = 'pgboss';

/** How long one run of a handler may take before pg-boss gives it up (a transcode of a long match). */
const expireInSeconds = 3 * 60 * 60;

/**
 * pg-boss's own small pool on the platform's PostgreSQL: its maintenance sends statements of several
 * parts and reads each part's rows, which node-postgres answers on a pool of its own but Kysely's driver
 * does not (it keeps the last part's). A job added in a change's transaction still goes through that
 * transaction (`fromKysely(trx)`: one statement).
 */
function engineConnection(database: Database): { connectionString: string; max: number } {
  if (database.location.kind !== 'postgres') throw new Error('pg-boss needs PostgreSQL: SQLite runs the table runner (table-queue.ts)');
  return { connectionString: database.location.connectionString, max: 3 };
}

/**
 * pg-boss's schema installed or migrated to this version's (`platform migrate`, for deployments whose
 * instances start with MIGRATE_ON_START=0): pg-boss does it under its own advisory lock.
 */
export async function migrateJobEngine(database: Database): Promise<void> {
  const boss = new PgBoss({ ...engineConnection(database), schema: jobSchema, migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** A UUID that is the same for every add of one kind's key. */
function idOf(kind: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a job carries in pg-boss: the platform's payload as given (any JSON), under its key. */
interface Carried {
  payload: unknown;
}

/**
 * Durable jobs on PostgreSQL, on pg-boss: the engine claims each job once (`FOR UPDATE SKIP LOCKED`),
 * retries a failed one with a back-off, and its supervisor gives a job whose worker stopped sending
 * heartbeats (killed mid-way) back to the queue, where the next worker claims it as attempt + 1. `add`
 * writes the job through the caller's own transaction (`send` with `db: fromKysely(trx)`): the status
 * change and its job commit together, or neither does.
 *
 * Every kind is an `exclusive` queue keyed by the job's key: one job per key while it waits or runs, and a
 * key whose job failed for good can be added afresh. pg-boss installs and migrates its schema (`pgboss`)
 * itself at start, under its own advisory lock, so instances starting together install it once.
 */
export async function createPgBossQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const { log, leaseMs = 30_000, pollMs = 2000, maxAttempts = 5, worker = true, migrate = true, superviseSeconds = 15, metrics } = options;
  const events = new EventEmitter<JobEvents>();
  const boss = new PgBoss({
    ...engineConnection(database),
    schema: jobSchema,
    migrate,
    // Claims of dead workers lapse, retries come due, schedules fire: the worker role's business.
    supervise: worker,
    schedule: worker,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.info({ warning: warning.message }, 'job queue warning'));
  try {
    await boss.start();
  } catch (error) {
    if (!migrate && error instanceof Error && /not installed|requires migrations/.test(error.message)) {
      throw new Error(`The job queue's schema (pg-boss, ${jobSchema}) is behind: run \`platform migrate\` first, or start with MIGRATE_ON_START=1`, { cause: error });
    }
    throw error;
  }

  const queues = new Map<string, Promise<void>>();
  const heartbeatSeconds = Math.max(10, Math.round(leaseMs / 1000));
  const queue = (kind: string) => {
    let made = queues.get(kind);
    if (!made) {
      made = boss.createQueue(kind, {
        policy: 'exclusive',
        retryLimit: maxAttempts - 1,
        // 2 s, 4 s, 8 s … between attempts.
        retryDelay: 2,
        retryBackoff: true,
        heartbeatSeconds,
        expireInSeconds,
        // A finished job is kept a day (to look into), then deleted.
        deleteAfterSeconds: 24 * 60 * 60,
      });
      made.catch(() => queues.delete(kind));
      queues.set(kind, made);
    }
    return made;
  };

  metrics?.observe('platform_jobs_queued', 'Durable jobs waiting to run, by kind', ['kind'], async () => {
    const found = await boss.getQueues().catch(() => []);
    return found.map(({ name, queuedCount }) => ({ labels: { kind: name }, value: queuedCount }));
  });

  const workerIds: string[] = [];
  let stopped = false;

  return {
    events,
    async add(trx, job) {
      await queue(job.kind);
      const carried: Carried = { payload: job.payload };
      // A job of this key waiting or running already: pg-boss adds nothing (and answers null).
      // `once`: the job's id made from its key, so a second add finds it whatever its state (pg-boss inserts
      // with ON CONFLICT DO NOTHING) until it is deleted, a day after it finished.
      // A delay in seconds (fractions kept): pg-boss counts it from the database's now().
      const delayed = job.delayMs && job.delayMs > 0 ? { startAfter: job.delayMs / 1000 } : {};
      await boss.send(job.kind, carried as object, { singletonKey: job.key, db: fromKysely(trx), ...delayed, ...(job.once ? { id: idOf(job.kind, job.key) } : {}) });
    },
    work<P>(kind: string, handler: JobHandler<P>) {
      if (stopped) return;
      const run = async ([claimed]: JobWithMetadata<Carried>[]) => {
        if (!claimed) return;
        const job: Job<P> = { id: claimed.id, kind, key: claimed.singletonKey ?? claimed.id, payload: claimed.data.payload as P, attempt: claimed.retryCount + 1 };
        events.emit('claimed', job);
        try {
          await handler(job);
        } catch (error) {
          const last = job.attempt >= maxAttempts;
          log.error({ err: error, job: job.id, kind, attempt: job.attempt }, last ? 'job failed for good' : 'job failed: it will be retried');
          metrics?.jobFailed(kind);
          events.emit('failed', job as Job, error);
          // pg-boss records the failure (a retry, or 'failed' after the last attempt).
          throw error;
        }
        events.emit('completed', job as Job);
      };
      void queue(kind)
        .then(() => boss.work<Carried, unknown, { includeMetadata: true; batchSize: number; pollingIntervalSeconds: number }>(kind, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: Math.max(0.5, pollMs / 1000) }, run))
        .then((id) => workerIds.push(id))
        .catch((error: unknown) => log.error({ err: error, kind }, 'job worker not started'));
    },
    poke() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async find(kind, key): Promise<JobState | undefined> {
      await queue(kind);
      const found = await boss.findJobs<Carried>(kind, { key });
      const live = found.find((job) => job.state !== 'completed' && job.state !== 'cancelled' && job.state !== 'failed') ?? found.find((job) => job.state === 'failed');
      if (!live) return undefined;
      if (live.state === 'created') return { state: 'queued', attempts: 0 };
      // retryCount counts the claims after the first; a job waiting for its retry has been claimed once more than that.
      return { state: live.state === 'active' ? 'running' : live.state === 'failed' ? 'failed' : 'queued', attempts: live.retryCount + 1 };
    },
    async close() {
      stopped = true;
      // Waits for the jobs under way (a minute at most: past it, pg-boss fails them for a retry elsewhere).
      await boss.stop({ graceful: true, timeout: 60_000 });
    },
  };
}
