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
  /**
   * Present on the demo world's own seeds (demo accounts, their grants, demo vouchers): without the demo
   * world such a seed is never applied, and what it wrote before (a database that once ran the demo) is
   * taken out, so a published password never signs anyone in.
   */
  removeDemo?(trx: Transaction<DB>): Promise<void>;
}

export interface SeedOutcome {
  name: string;
  version: string;
  applied: boolean;
  /** A demo seed's content taken out (no demo world). */
  removed?: boolean;
}

export interface SeedOptions {
  /**
   * DEMO_WORLD (default on): the demo seeds apply, and every seed replaces its content whenever its
   * version changes (a new day rolls the world forward). Off: no demo seed; the club's content is seeded
   * once, into an empty installation, and is the staff's from then on (nothing is rewritten under them).
   */
  demoWorld?: boolean;
}

export async function applySeeds(db: Kysely<DB>, seeds: readonly Seed[], now = getClock().now(), { demoWorld = true }: SeedOptions = {}): Promise<SeedOutcome[]> {
  const outcomes: SeedOutcome[] = [];
  for (const seed of seeds) {
    if (seed.removeDemo && !demoWorld) outcomes.push(await removeDemoSeed(db, seed, seed.removeDemo));
    else outcomes.push(await applySeed(db, seed, now, { once: !demoWorld }));
  }
  return outcomes;
}

async function removeDemoSeed(db: Kysely<DB>, seed: Seed, remove: NonNullable<Seed['removeDemo']>): Promise<SeedOutcome> {
  const removed = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('seed_state').where('name', '=', seed.name).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await remove(trx);
    return true;
  });
  return { name: seed.name, version: seed.version, applied: false, removed };
}

async function applySeed(db: Kysely<DB>, seed: Seed, now: Date, { once }: { once: boolean }): Promise<SeedOutcome> {
  const appliedAt = now.toISOString();
  const applied = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('seed_state')
      .values({ name: seed.name, version: '', applied_at: appliedAt })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    // Compare-and-set: the update takes the row lock, so of several instances starting together on
    // Postgres exactly one sees the old version and replaces the content; the others wait for it to
    // commit, then find the version already current and change nothing. Once: only a row never applied.
    const claimed = await trx
      .updateTable('seed_state')
      .set({ version: seed.version, applied_at: appliedAt })
      .where('name', '=', seed.name)
      .where('version', once ? '=' : '<>', once ? '' : seed.version)
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
