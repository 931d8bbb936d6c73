import type { Clock } from '@club/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { defaultMediaConfig } from '../modules/media/service';
import { createMediaStore } from '../modules/media/store';
import type { Infrastructure, ModuleSeams } from '../modules/module';
import { prepareDatabase, seed } from '../prepare-database';
import { createRedisConcurrencyStore } from './concurrency/redis';
import { createMemoryConcurrencyStore } from './concurrency/store';
import { type Database, createDatabase } from './db/database';
import { pendingMigrations } from './db/migrate';
import { createLeases, prepareLease } from './jobs/lease';
import { createJobQueue } from './jobs/queue';
import { loadKeyRing } from './keys';
import { createMetrics } from './metrics';
import type { PlatformRole } from './roles/roles';
import { createRedisRateLimitStore } from './rate-limit/redis';
import { createRedisConnections } from './redis/connections';

/** What buildInfrastructure opens: every long-lived resource of a process, each once. */
export type BuiltInfrastructure = Pick<
  Infrastructure,
  'database' | 'leases' | 'redis' | 'metrics' | 'jobs' | 'rateLimits' | 'concurrency' | 'keys' | 'mediaConfig' | 'mediaStore'
> & {
  /**
   * Closes what it opened, the last opened first: the media store, the concurrency store, the job queue,
   * Redis, the leases, then the database it opened (never a database it was given). Call it after every
   * module's own onClose (app.ts adds it as an onClose hook before any module, so it runs after theirs).
   */
  close(): Promise<void>;
};

export interface InfrastructureOptions {
  log: FastifyBaseLogger;
  clock: Clock;
  roles: readonly PlatformRole[];
  seams: ModuleSeams;
  /** Already migrated and seeded, owned by the caller (tests): not prepared here, and not closed. */
  database?: Database;
}

/**
 * The infrastructure built once per process, before any module: the database (migrated and seeded under the
 * `prepare-database` lease unless MIGRATE_ON_START=0), the leases, REDIS_URL's connections (the one place
 * they are opened), the metrics, the job queue, the shared rate limits and concurrency store, the key ring
 * and the media store. On a failure part-way it closes what it had opened and throws.
 */
export async function buildInfrastructure(config: AppConfig, options: InfrastructureOptions): Promise<BuiltInfrastructure> {
  const { log, clock, roles, seams, database: given } = options;
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    let failure: unknown;
    for (const closer of closers.splice(0).reverse()) {
      // Every resource is released even when one before it fails to close; the first failure is thrown.
      await closer().catch((error: unknown) => {
        failure ??= error;
      });
    }
    if (failure !== undefined) throw failure;
  };
  const closing = <T extends { close(): unknown }>(resource: T): T => {
    closers.push(async () => {
      await resource.close();
    });
    return resource;
  };

  try {
    const database = given ?? closing(createDatabase(config.database, { onPoolError: (error) => log.error({ err: error }, 'database pool error') }));
    // Singletons' leases (a Postgres advisory lock each).
    const leases = closing(createLeases(database, { log, ...(seams.leaseRetryMs ? { retryMs: seams.leaseRetryMs } : {}) }));
    const demoWorld = { demoWorld: config.demoWorld ?? true };
    if (!given) {
      // One process at a time migrates and rolls the demo world forward; the next finds it done. With
      // MIGRATE_ON_START=0 the deployment migrates (`platform migrate`) and only a worker rolls forward.
      if (config.migrateOnStart !== false) {
        await leases.exclusive(prepareLease, () => prepareDatabase(database, log, clock, demoWorld));
      } else {
        const pending = await pendingMigrations(database.db);
        if (pending.length > 0) {
          throw new Error(`The database is ${pending.length} migration${pending.length === 1 ? '' : 's'} behind (the last: ${pending.at(-1)}): run \`platform migrate\` first, or start with MIGRATE_ON_START=1`);
        }
        if (roles.includes('worker')) await leases.exclusive(prepareLease, () => seed(database, log, clock, demoWorld));
      }
    }
    // REDIS_URL's connections, for the read cache, the rate limits, the concurrency store and the live bus.
    const redis = config.redisUrl ? closing(createRedisConnections(config.redisUrl, { log })) : undefined;
    // Request rate and latency by route, and what modules add; served on METRICS_PORT by main.ts.
    const metrics = createMetrics();
    // The durable jobs (pg-boss on PostgreSQL): any role adds them (in the transaction of its change), the
    // worker's modules run them.
    const jobs = closing(
      await createJobQueue(database, { log, nowMs: () => clock.nowMs(), worker: roles.includes('worker'), migrate: config.migrateOnStart !== false, metrics, ...seams.jobs }),
    );
    // Redis counts for every instance; without it each limit keeps its own store (the database for mails
    // and vouchers, which every instance on it shares; memory for analytics and the per-address limits).
    const rateLimits = redis ? createRedisRateLimitStore(redis) : undefined;
    // Playback sessions per account (and open live streams per address), shared by every instance on
    // Redis; the sockets give theirs back first.
    const concurrency = closing(redis ? createRedisConcurrencyStore(redis) : createMemoryConcurrencyStore());
    // One key per purpose from the root secret; the keys of before key ids verify old tokens for a while.
    const keys = await loadKeyRing(
      database.db,
      {
        sessionSecret: config.sessionSecret,
        sessionSecretPrevious: config.sessionSecretPrevious,
        legacyPlaybackSecret: config.media?.playbackTokenSecret,
        legacyDays: config.sessionDays?.absolute,
        production: config.production,
      },
      () => clock.now(),
    );
    // Every byte of media, in one store for every module.
    const mediaConfig = config.media ?? defaultMediaConfig();
    const mediaStore = closing(createMediaStore({ dir: mediaConfig.dir, s3Url: mediaConfig.s3Url }));
    if (mediaStore.kind !== 'disk') log.info({ store: mediaStore.description }, 'media are kept in the media store');
    return { database, leases, redis, metrics, jobs, rateLimits, concurrency, keys, mediaConfig, mediaStore, close };
  } catch (error) {
    await close().catch((closeError: unknown) => log.error({ err: closeError }, 'infrastructure not closed after a failed start'));
    throw error;
  }
}
