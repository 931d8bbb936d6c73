import type { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { Metrics } from '../metrics';
import { createPgBossQueue } from './pg-boss-queue';
import { createTableQueue } from './table-queue';

interface JobLog {
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
  /** The handler finished: the job is settled as done right after (tests wait for `find` to say so). */
  completed: [job: Job];
  /** The handler threw: retried after a back-off until `maxAttempts`, then kept as 'failed'. */
  failed: [job: Job, error: unknown];
}

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

/** Where a job of a key stands: waiting (for its first claim or a retry), running, or failed for good. */
export interface JobState {
  state: 'queued' | 'running' | 'failed';
  /** Claims so far. */
  attempts: number;
}

export interface JobQueue {
  /**
   * Adds a job in `trx`, the transaction of the change that calls for it (so both are written, or
   * neither). One job per key while it waits or runs: adding it again adds nothing; a key whose job
   * failed for good is queued afresh. `once`: one job of the key at all while the queue keeps it (on
   * PostgreSQL a day after it finished), so a second add after it ran adds nothing either (a job every
   * instance adds at start, run by one). SQLite serves one process: there it is a plain add. `delayMs`: not
   * claimed before then (a retry's back-off).
   */
  add(trx: Kysely<DB>, job: { kind: string; key: string; payload: unknown; once?: boolean; delayMs?: number }): Promise<void>;
  /** Runs jobs of `kind` in this process, one at a time, as they come (the worker role). */
  work<P>(kind: string, handler: JobHandler<P>): void;
  /** Looks for work now rather than at the next poll (a job was just added here). */
  poke(): void;
  /** The job of `key` not yet done (queued, running or failed for good); undefined once done. */
  find(kind: string, key: string): Promise<JobState | undefined>;
  readonly events: EventEmitter<JobEvents>;
  /** Stops claiming; waits for the jobs under way. */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  log: JobLog;
  /**
   * How long a claim holds without a sign of life from its worker (default 30 s): the worker renews it as
   * it works; past it, a worker killed mid-way has its job claimed again. pg-boss counts it in whole
   * heartbeat seconds, at least 10.
   */
  leaseMs?: number;
  /** How often an idle worker looks for jobs added by other processes (default 2 s; pg-boss: 0.5 s at least). */
  pollMs?: number;
  /** Claims before a job that keeps failing is kept as 'failed' (default 5). */
  maxAttempts?: number;
  /** The clock's time in ms (default: the process's clock). The table runner's only: pg-boss reads the database's. */
  nowMs?: () => number;
  /**
   * Whether this process runs jobs (the worker role): on PostgreSQL it then also supervises (claims of
   * dead workers lapse, retries come due). The api role only adds jobs.
   */
  worker?: boolean;
  /**
   * Whether pg-boss installs or migrates its schema at start (default true); false with MIGRATE_ON_START=0,
   * where `platform migrate` does it (`migrateJobEngine`) and a start on an older schema is refused.
   */
  migrate?: boolean;
  /** How often pg-boss's supervisor looks for jobs whose worker went quiet (default 15 s; tests: 1). */
  superviseSeconds?: number;
  /** Queue depth and job failures on the app's Prometheus registry. */
  metrics?: Metrics;
}

/**
 * The platform's durable jobs. On PostgreSQL (every deployment of more than one process): pg-boss
 * (pg-boss-queue.ts). On embedded SQLite (`npm start`): the table runner (table-queue.ts), since pg-boss
 * needs PostgreSQL. Both keep the same promises: a job written with the change that calls for it, claimed
 * by one worker at a time, retried when its worker fails or is killed mid-way.
 */
export async function createJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  return database.dialect === 'postgres' ? createPgBossQueue(database, options) : createTableQueue(database, options);
}
