import type { Database } from './infra/db/database';
import { migrateToLatest } from './infra/db/migrate';
import { applySeeds } from './infra/db/seeding';
import { commercialSeed } from './modules/commercial/seed';
import { identitySeed } from './modules/identity/seed';
import { matchesSeed } from './modules/matches/seed';
import { newsSeed } from './modules/news/seed';
import { packagesSeed } from './modules/packages/seed';
import { paymentsSeed } from './modules/payments/seed';
import { stripeSimulatorSeed } from './modules/stripe-simulator/seed';
import { teamsSeed } from './modules/teams/seed';
import { videosSeed } from './modules/videos/seed';
import { webSeed } from './modules/web/seed';

/** Every module's seed, applied in this order. */
export const seeds = [webSeed, newsSeed, teamsSeed, matchesSeed, videosSeed, packagesSeed, commercialSeed, identitySeed, paymentsSeed, stripeSimulatorSeed];

/** The part of a pino logger this needs, so the CLI can pass a console-backed one. */
export interface Log {
  info(data: object, message: string): void;
}

export async function migrate(database: Database, log: Log): Promise<void> {
  const results = await migrateToLatest(database.db);
  for (const result of results) log.info({ migration: result.migrationName }, `migration ${result.status.toLowerCase()}`);
}

export async function seed(database: Database, log: Log): Promise<void> {
  for (const outcome of await applySeeds(database.db, seeds)) {
    log.info(outcome, outcome.applied ? 'seed applied' : 'seed already current');
  }
}

/** What every start does: the schema to the latest migration, then the seeds to their current versions. */
export async function prepareDatabase(database: Database, log: Log): Promise<void> {
  await migrate(database, log);
  await seed(database, log);
}
