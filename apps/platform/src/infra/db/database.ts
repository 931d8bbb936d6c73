import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseLocation } from '../../config';
import type { DB } from './schema';

export type Dialect = DatabaseLocation['kind'];

/** The one handle on the data: a Kysely instance over SQLite or Postgres, and its lifetime. */
export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: Dialect;
  /** Where it is (the job engine opens its own few connections to the same PostgreSQL). */
  readonly location: DatabaseLocation;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Releases the connection or pool. Safe to call more than once. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Told about errors on idle Postgres connections (a restart, a dropped socket) instead of crashing. */
  onPoolError?: (error: Error) => void;
}

export function createDatabase(location: DatabaseLocation, options: DatabaseOptions = {}): Database {
  const db = location.kind === 'sqlite' ? openSqlite(location.filename) : openPostgres(location, options);
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect: location.kind,
    location,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closing ??= db.destroy();
      return closing;
    },
  };
}

function openSqlite(filename: string): Kysely<DB> {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  const connection = new SQLite(filename);
  // WAL lets readers run beside the one writer; NORMAL sync is safe with WAL. Foreign keys are off by
  // default in SQLite, and busy_timeout makes a second process wait for the write lock instead of failing.
  if (filename !== ':memory:') connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: connection }) });
}

function openPostgres(
  location: Extract<DatabaseLocation, { kind: 'postgres' }>,
  options: DatabaseOptions,
): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: location.connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an error on an idle client (the server restarting) is an uncaught exception.
  pool.on('error', options.onPoolError ?? ((error) => console.error('postgres pool error:', error.message)));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
