import { getClock } from '@club/clock';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * A seed owns some content outright and replaces all of it when its version changes. The version is
 * recorded in `seed_state`, so applying the same version again does nothing.
 */
export interface Seed {
  name: string;
  version: string;
  /** Replaces the seed-owned content; runs inside the transaction that records the new version. */
  apply(trx: Transaction<DB>, appliedAt: string): Promise<void>;
}

export interface SeedOutcome {
  name: string;
  version: string;
  applied: boolean;
}

export async function applySeeds(db: Kysely<DB>, seeds: readonly Seed[], now = getClock().now()): Promise<SeedOutcome[]> {
  const outcomes: SeedOutcome[] = [];
  for (const seed of seeds) outcomes.push(await applySeed(db, seed, now));
  return outcomes;
}

async function applySeed(db: Kysely<DB>, seed: Seed, now: Date): Promise<SeedOutcome> {
  const appliedAt = now.toISOString();
  const applied = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('seed_state')
      .values({ name: seed.name, version: '', applied_at: appliedAt })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    // Compare-and-set: the update takes the row lock, so of several instances starting together on
    // Postgres exactly one sees the old version and replaces the content; the others wait for it to
    // commit, then find the version already current and change nothing.
    const claimed = await trx
      .updateTable('seed_state')
      .set({ version: seed.version, applied_at: appliedAt })
      .where('name', '=', seed.name)
      .where('version', '<>', seed.version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await seed.apply(trx, appliedAt);
    return true;
  });
  return { name: seed.name, version: seed.version, applied };
}

/** The recorded version of each seed, for tests and the CLI. */
export async function seedVersions(db: Kysely<DB>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('seed_state').select(['name', 'version']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.version]));
}
