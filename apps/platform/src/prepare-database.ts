import { type Clock, getClock } from '@club/clock';
import type { Database } from './infra/db/database';
import { migrateToLatest } from './infra/db/migrate';
import { type Seed, type SeedOptions, applySeeds } from './infra/db/seeding';
import type { Package } from '@club/api-client';
import type { Insertable } from 'kysely';
import type { StreamAssetTable } from './modules/videos/db';
import { createCommercialSeed } from './modules/commercial/seed';
import { identitySeed } from './modules/identity/seed';
import { createMatchesSeed, generateWorldMatches } from './modules/matches/seed';
import type { GeneratedMatches } from './modules/matches/seed/generate';
import { type SeedArticleRow, createNewsSeed, worldArticles } from './modules/news/seed';
import { createPackagesSeed, worldPackages } from './modules/packages/seed';
import { createPaymentsSeed } from './modules/payments/seed';
import { seasonSettings } from './modules/settings/content';
import { stripeSimulatorSeed } from './modules/stripe-simulator/seed';
import { teamsSeed } from './modules/teams/seed';
import type { VideoItemRow } from './modules/videos/catalogue';
import { type VideoServiceOptions, createVideosSeed, videoServiceOptionsFor, worldStreamAssets, worldVideoItems } from './modules/videos/seed';
import { webSeed } from './modules/web/seed';
import { type DemoWorld, buildWorld } from './shared/demo-world';

/** Everything the date-dependent seeds write for one world, and the seeds themselves. */
export interface DemoWorldData {
  world: DemoWorld;
  matches: GeneratedMatches;
  articles: SeedArticleRow[];
  videoItems: VideoItemRow[];
  streamAssets: Insertable<StreamAssetTable>[];
  packages: Package[];
  videoServiceOptions: VideoServiceOptions;
  /** Every module's seed, in the order they are applied. */
  seeds: Seed[];
}

let cached: DemoWorldData | undefined;

/**
 * The demo world of the clock's London today (shared/demo-world.ts) and everything laid out on it:
 * fixtures, results and the live demo-day match, news, Club TV, packages, adverts and promos. Made once
 * per process per day (the first call fixes the demo match's kick-off: 20 minutes before that instant),
 * so the seeds and anything reading the data in-process agree; the date-independent seeds (web, teams,
 * identity, stripe simulator) are as they were. `demo: false` (DEMO_WORLD off): the same content on the
 * same dates without the demo-day match; the demo seeds are still listed (applySeeds takes them out).
 */
export function demoWorldData(clock: Clock = getClock(), { demo = true }: { demo?: boolean } = {}): DemoWorldData {
  const world = buildWorld(clock.nowMs(), seasonSettings, { demo });
  if (cached?.world.key === world.key) return cached;
  cached = layOutWorld(world);
  return cached;
}

/** The world's data, pure: `demoWorldData` without the per-day cache (tests build several worlds). */
export function layOutWorld(world: DemoWorld): DemoWorldData {
  const matches = generateWorldMatches(world);
  const matchesSeed = createMatchesSeed(world, matches);
  const articles = worldArticles(world, matches);
  const videoItems = worldVideoItems(world, matches);
  const streamAssets = worldStreamAssets(matches);
  const packages = worldPackages(matches);
  return {
    world,
    matches,
    articles,
    videoItems,
    streamAssets,
    packages,
    videoServiceOptions: videoServiceOptionsFor(matches),
    seeds: [
      webSeed,
      createNewsSeed(world, articles, matchesSeed.version),
      teamsSeed,
      matchesSeed,
      createVideosSeed(world, videoItems, streamAssets, matchesSeed.version),
      createPackagesSeed(world, packages, matchesSeed.version),
      createCommercialSeed(world),
      identitySeed,
      createPaymentsSeed(packages),
      stripeSimulatorSeed,
    ],
  };
}

/** Every module's seed for the clock's today, applied in this order. */
export function createSeeds(clock: Clock = getClock(), { demoWorld = true }: SeedOptions = {}): Seed[] {
  return demoWorldData(clock, { demo: demoWorld }).seeds;
}

/** The part of a pino logger this needs, so the CLI can pass a console-backed one. */
export interface Log {
  info(data: object, message: string): void;
}

export async function migrate(database: Database, log: Log): Promise<void> {
  const results = await migrateToLatest(database.db);
  for (const result of results) log.info({ migration: result.migrationName }, `migration ${result.status.toLowerCase()}`);
}

/** The seeds to their current versions: with the demo world (the default) or without it (infra/db/seeding.ts). */
export async function seed(database: Database, log: Log, clock: Clock = getClock(), options: SeedOptions = {}): Promise<void> {
  for (const outcome of await applySeeds(database.db, createSeeds(clock, options), clock.now(), options)) {
    log.info(outcome, outcome.removed ? 'demo seed removed' : outcome.applied ? 'seed applied' : 'seed already current');
  }
}

/**
 * What every start does: the schema to the latest migration, then the seeds to their current versions.
 * The demo world is on unless `demoWorld: false` (config.ts: off by default with NODE_ENV=production).
 */
export async function prepareDatabase(database: Database, log: Log, clock: Clock = getClock(), options: SeedOptions = {}): Promise<void> {
  await migrate(database, log);
  await seed(database, log, clock, options);
}
