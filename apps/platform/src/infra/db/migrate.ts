import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { migrations } from './migrations';

/** Brings the schema to the latest migration. Kysely's lock table keeps concurrent instances in line. */
// Migrations see the database as it was when they were written, not as `DB` describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const what = failed ? `Migration ${failed.migrationName}` : 'Migrating the database';
    throw new Error(`${what} failed`, { cause: error });
  }
  return results;
}

/** The migrations this database has not run yet, by name (a process started with MIGRATE_ON_START=0 asks). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
