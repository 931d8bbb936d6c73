import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig, DatabaseLocation } from '../config';
import { type Database, type Dialect, createDatabase } from '../infra/db/database';

/**
 * The databases repository and route tests run against: always the embedded SQLite, and Postgres when
 * TEST_DATABASE_URL points at one (`pnpm test` starts a throwaway cluster for it).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && process.env.CI) {
  throw new Error('TEST_DATABASE_URL is not set: run the tests through tooling/scripts/with-postgres.mjs');
}

export const testDialects: { dialect: Dialect }[] = postgresUrl
  ? [{ dialect: 'sqlite' }, { dialect: 'postgres' }]
  : [{ dialect: 'sqlite' }];

export interface TestDatabase {
  database: Database;
  location: DatabaseLocation;
  /** Closes the connection and deletes the file or drops the database. */
  drop(): Promise<void>;
}

/** A fresh, empty database of its own: a temp SQLite file, or a new database on the test cluster. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'platform-test-'));
    const location: DatabaseLocation = { kind: 'sqlite', filename: join(dir, 'test.sqlite') };
    const database = createDatabase(location);
    return {
      database,
      location,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A database per test file and run, so parallel files and repeated runs never see each other's rows.
  const name = `platform_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin((admin) => admin.query(`create database "${name}"`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const location: DatabaseLocation = { kind: 'postgres', connectionString: url.toString() };
  const database = createDatabase(location);
  return {
    database,
    location,
    async drop() {
      await database.close();
      await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Settings for an app under test: quiet logs, the given database, the outbox readable (tests read their codes there). */
export function testConfig(location: DatabaseLocation): AppConfig {
  return { port: 0, host: '127.0.0.1', database: location, logLevel: 'silent', outboxReadable: true };
}

/** A logger for migrate/seed in tests that says nothing. */
export const silentLog = { info: () => undefined };
