import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Database } from '../db/database';

interface Log {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** The lease migrations and the demo world's roll-forward run under: one process at a time. */
export const prepareLease = 'prepare-database';

/** What runs while a process holds a singleton's lease. */
export interface LeaseWork {
  /** The lease is this process's now: start the singleton. */
  acquired(): void | Promise<void>;
  /** The lease is gone (the app closes, or the database connection holding it broke): stop it. */
  lost(): void | Promise<void>;
}

export interface Leases {
  /**
   * Holds the lease `name` whenever no other process does: `work.acquired()` when it becomes this process's,
   * `work.lost()` when it goes. A process that finds it held tries again every `retryMs`, so it takes over
   * within that long of the holder closing or dying (its connection, and with it the lock, goes).
   */
  hold(name: string, work: LeaseWork): void;
  /** Runs `task` while holding `name`, waiting for another process that holds it first (migrations, seeds). */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Whether this process holds `name` now. */
  holds(name: string): boolean;
  /** 'acquired' and 'lost' events, with the lease's name (tests wait for them). */
  readonly events: EventEmitter<{ acquired: [name: string]; lost: [name: string] }>;
  /** Lets every held lease go (`lost()` first) and stops trying. */
  close(): Promise<void>;
}

export interface LeaseOptions {
  log: Log;
  /** How often a lease held elsewhere is tried again, and a held one's connection checked (default 5 s). */
  retryMs?: number;
}

/**
 * Singletons' leases on the database the platform already runs on. PostgreSQL: a session advisory lock
 * (`pg_try_advisory_lock(hashtext('platform:<name>'))`) on a connection kept for as long as the lease is
 * held; a process that dies drops its connection and with it the lock, so a standby takes over with no
 * expiry to wait out. SQLite serves one process: it holds every lease at once.
 */
export function createLeases(database: Database, options: LeaseOptions): Leases {
  return database.dialect === 'postgres' ? postgresLeases(database, options) : singleProcessLeases();
}

function singleProcessLeases(): Leases {
  const events = new EventEmitter<{ acquired: [name: string]; lost: [name: string] }>();
  const held = new Map<string, LeaseWork>();
  let closed = false;
  return {
    events,
    hold(name, work) {
      if (closed || held.has(name)) return;
      held.set(name, work);
      void Promise.resolve(work.acquired()).then(() => events.emit('acquired', name));
    },
    exclusive: (_name, task) => task(),
    holds: (name) => held.has(name),
    async close() {
      closed = true;
      for (const [name, work] of held) {
        await work.lost();
        events.emit('lost', name);
      }
      held.clear();
    },
  };
}

const lockKey = (name: string) => `platform:${name}`;

function postgresLeases(database: Database, { log, retryMs = 5000 }: LeaseOptions): Leases {
  const { db } = database;
  const events = new EventEmitter<{ acquired: [name: string]; lost: [name: string] }>();
  const held = new Set<string>();
  const stopping = new AbortController();
  const loops = new Set<Promise<void>>();

  // Resolves after `ms`, or at once when the leases close.
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      }
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  async function attempt(name: string, work: LeaseWork): Promise<void> {
    await db.connection().execute(async (connection) => {
      const tried = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${lockKey(name)})) as locked`.execute(connection);
      if (!tried.rows[0]?.locked) return;
      held.add(name);
      log.info({ lease: name }, 'lease acquired');
      let broken = false;
      try {
        await work.acquired();
        events.emit('acquired', name);
        while (!stopping.signal.aborted) {
          await pause(retryMs);
          // The lock lives as long as this connection: if it broke, the lease is gone (another may hold it now).
          await sql`select 1`.execute(connection).catch((error: unknown) => {
            broken = true;
            throw error;
          });
        }
      } catch (error) {
        log.error({ err: error, lease: name }, broken ? 'lease lost: its connection broke' : 'lease holder failed');
      } finally {
        held.delete(name);
        try {
          await work.lost();
        } finally {
          events.emit('lost', name);
          if (!broken) await sql`select pg_advisory_unlock(hashtext(${lockKey(name)}))`.execute(connection).catch(() => undefined);
        }
      }
    });
  }

  return {
    events,
    hold(name, work) {
      const loop = (async () => {
        while (!stopping.signal.aborted) {
          await attempt(name, work).catch((error: unknown) => log.error({ err: error, lease: name }, 'lease not tried'));
          await pause(retryMs);
        }
      })();
      loops.add(loop);
      void loop.finally(() => loops.delete(loop));
    },
    exclusive(name, task) {
      return db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(hashtext(${lockKey(name)}))`.execute(connection);
        try {
          return await task();
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${lockKey(name)}))`.execute(connection);
        }
      });
    },
    holds: (name) => held.has(name),
    async close() {
      stopping.abort();
      await Promise.allSettled([...loops]);
    },
  };
}
