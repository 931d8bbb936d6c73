import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { liveMatchLease } from '../../modules/live/module';
import { type TestDatabase, createTestDatabase, testConfig, testDialects } from '../../testing/databases';
import { migrations } from '../db/migrations';

/** An app on its own connections to the database (as a second machine's would be), its log lines kept. */
async function startInstance(testDatabase: TestDatabase, settings: Partial<AppConfig> = {}) {
  const lines: Array<{ msg: string; name?: string }> = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
  });
  const app = await buildApp(
    { ...testConfig(testDatabase.location), logLevel: 'info', demoLiveMatch: true, ...settings },
    { logStream, leaseRetryMs: 50, liveTickMs: 50 },
  );
  return { app, lines };
}

describe.each(testDialects)('migrations on start on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  afterEach(async () => testDatabase.drop());

  it('should leave a database unmigrated with MIGRATE_ON_START=0, and refuse to start on it, naming `platform migrate`', async () => {
    testDatabase = await createTestDatabase(dialect);
    await expect(startInstance(testDatabase, { roles: ['api'], migrateOnStart: false })).rejects.toThrow(
      new RegExp(`^The database is \\d+ migrations behind \\(the last: ${Object.keys(migrations).at(-1)}\\): run \`platform migrate\` first`),
    );
    const tables = await testDatabase.database.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.map((table) => table.name)).toEqual([]);
  });
});

/** Resolves when `app` acquires the lease `name` (the worker role holds others, e.g. the roll-forward's). */
function acquired(app: FastifyInstance, name: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (acquiredName: string) => {
      if (acquiredName !== name) return;
      app.leases.events.off('acquired', listener);
      resolve();
    };
    app.leases.events.on('acquired', listener);
  });
}

const postgres = testDialects.some(({ dialect }) => dialect === 'postgres');

describe.runIf(postgres)('two platform instances on one PostgreSQL', () => {
  let testDatabase: TestDatabase;
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDatabase.drop();
  });

  it('should migrate and roll the world forward once, play the live match on one alone, and hand it over when that one closes', async () => {
    testDatabase = await createTestDatabase('postgres');
    // Started together on an empty database: one migrates and seeds under the lease, the other waits and finds it done.
    const [a, b] = await Promise.all([startInstance(testDatabase), startInstance(testDatabase)]);
    apps.push(a.app, b.app);
    const applied = [...a.lines, ...b.lines].filter((line) => line.msg === 'seed applied').map((line) => line.name);
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied).size).toBe(applied.length);
    const migrated = [...a.lines, ...b.lines].filter((line) => line.msg === 'migration success');
    expect(migrated.filter((line) => JSON.stringify(line).includes('0040_jobs'))).toHaveLength(1);
    const rolledForward = [a, b].filter(({ lines }) => lines.some((line) => line.msg === 'seed applied'));
    expect(rolledForward).toHaveLength(1);

    // Listening, both try the live match's lease: one holds it, the other keeps trying.
    const firstHolder = Promise.race(
      [a, b].map(async (instance) => {
        await acquired(instance.app, liveMatchLease);
        return instance;
      }),
    );
    await Promise.all([a.app.listen({ port: 0, host: '127.0.0.1' }), b.app.listen({ port: 0, host: '127.0.0.1' })]);
    const holder = await firstHolder;
    const standby = holder === a ? b : a;
    expect(holder.app.leases.holds(liveMatchLease)).toBe(true);
    expect(standby.app.leases.holds(liveMatchLease)).toBe(false);
    // The database agrees: the lease's advisory lock is held once, by one connection (pg-boss takes
    // advisory locks of its own for moments, on other keys).
    const locks = await sql<{ count: string }>`select count(*) as count from pg_locks where locktype = 'advisory' and granted
      and ((classid::bigint << 32) | objid::bigint) = hashtext(${`platform:${liveMatchLease}`})::bigint`.execute(testDatabase.database.db);
    expect(Number(locks.rows[0]?.count)).toBe(1);

    // The holder closes (a deploy, a lost machine): the standby takes the match over.
    const takenOver = acquired(standby.app, liveMatchLease);
    await holder.app.close();
    apps.splice(apps.indexOf(holder.app), 1);
    await takenOver;
    expect(standby.app.leases.holds(liveMatchLease)).toBe(true);
  });
});
