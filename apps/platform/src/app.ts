import { randomUUID } from 'node:crypto';
import { acceptedRequestId } from '@club/api-client';
import { loadKeyRing } from './infra/keys';
import { type Clock, getClock } from '@club/clock';
import Fastify, { type FastifyInstance } from 'fastify';
import packageJson from '../package.json' with { type: 'json' };
import { type AppConfig, defaultSiteOrigins } from './config';
import { createMemoryConcurrencyStore } from './infra/concurrency/store';
import { createRedisConcurrencyStore } from './infra/concurrency/redis';
import { type Database, createDatabase } from './infra/db/database';
import { registerHttpBasics } from './infra/http/basics';
import { handleFrameworkError } from './infra/http/errors';
import { contentVersionRoutes, registerReadCache } from './infra/http/read-cache';
import { loggerOptions } from './infra/logging';
import { type Metrics, createMetrics, registerRequestMetrics } from './infra/metrics';
import { createRedisRateLimitStore } from './infra/rate-limit/redis';
import { registerRequestLimits } from './infra/rate-limit/request-limits';
import { createRedisConnections } from './infra/redis/connections';
import { analyticsModule } from './modules/analytics/module';
import { commercialModule } from './modules/commercial/module';
import { healthModule, readinessModule } from './modules/health/module';
import { identityApiModule, identityModule } from './modules/identity/module';
import { imagesModule } from './modules/images/module';
import { liveEngineModule, liveModule, liveStreamModule } from './modules/live/module';
import { matchesApiModule, matchesModule } from './modules/matches/module';
import { liveOriginModule, mediaApiModule, mediaModule, mediaWarmUpModule } from './modules/media/module';
import { defaultMediaConfig } from './modules/media/service';
import { createMediaStore } from './modules/media/store';
import { type AnyModule, type Lifecycle, type ModuleSeams, registerModules } from './modules/module';
import { newsModule } from './modules/news/module';
import { packagesModule } from './modules/packages/module';
import { paymentsModule } from './modules/payments/module';
import { settingsModule } from './modules/settings/module';
import { streamerModule } from './modules/streamer/module';
import { stripeSimulatorModule } from './modules/stripe-simulator/module';
import { studioModule } from './modules/studio/module';
import { teamsModule } from './modules/teams/module';
import { clubTvJobsModule } from './modules/videos/clubtv-jobs';
import { videosModule } from './modules/videos/module';
import { webModule } from './modules/web/module';
import { pendingMigrations } from './infra/db/migrate';
import { type JobQueue, createJobQueue } from './infra/jobs/queue';
import { type Leases, createLeases, prepareLease } from './infra/jobs/lease';
import { type PlatformRole, modulesFor, platformRoles } from './infra/roles/roles';
import { prepareDatabase, seed } from './prepare-database';
import { rollForwardModule } from './roll-forward';

export interface AppDependencies extends ModuleSeams {
  /**
   * A database that is already migrated and seeded, owned by the caller (tests). Without one the app
   * opens the configured database, migrates and seeds it, and closes it when the app closes.
   */
  database?: Database;
  /** Where logs go instead of stdout. */
  logStream?: NodeJS.WritableStream;
  /**
   * The one clock (SPEC: time is an input): seeds anchor the demo world on its today, the live engine
   * plays matches by it, every service asks it. Default: the process's clock (`CLOCK_NOW`, see main.ts).
   */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's singletons' leases (tests and readiness ask which it holds). */
    leases: Leases;
    /** The durable job queue (tests wait for its events). */
    jobs: JobQueue;
  }
}

export const version = packageJson.version;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (infra/metrics.ts): main.ts serves them on METRICS_PORT. */
    metrics: Metrics;
    /** `draining` set by main.ts on SIGTERM: GET /api/ready answers 503 while requests in flight finish. */
    lifecycle: Lifecycle;
  }
}

/**
 * The platform's modules, in the order they register: each after the modules whose services it needs
 * (modules/module.ts checks). Each belongs to one or more roles (infra/roles; an HTTP module to `api`):
 * a process registers those of its roles (`platformModulesFor`), `npm start` all of them.
 */
export const platformModules: readonly AnyModule[] = [
  webModule,
  healthModule,
  settingsModule,
  imagesModule,
  teamsModule,
  matchesModule,
  matchesApiModule,
  newsModule,
  commercialModule,
  identityModule,
  identityApiModule,
  mediaModule,
  mediaApiModule,
  liveOriginModule,
  mediaWarmUpModule,
  readinessModule,
  liveModule,
  liveStreamModule,
  liveEngineModule,
  clubTvJobsModule,
  rollForwardModule,
  packagesModule,
  paymentsModule,
  studioModule,
  stripeSimulatorModule,
  videosModule,
  streamerModule,
  analyticsModule,
];

/** The modules a process of `roles` registers, in `platformModules`' order. */
export const platformModulesFor = (roles: readonly PlatformRole[]): AnyModule[] => modulesFor(platformModules, roles);

/** The platform as a Fastify instance, not yet listening: `main.ts` listens, tests `inject`. */
export async function buildApp(config: AppConfig, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, stream: dependencies.logStream }),
    // Sites forward /api/* from their own servers with their request's id (x-request-id, made there or by
    // the load balancer): every log line of the request carries it as reqId, tying it across both. One
    // that is absent or malformed is replaced by a fresh UUID. Answers carry it back (registerHttpBasics).
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // The sites' servers forward with x-forwarded-for/-host/-proto: believed only from TRUST_PROXY
    // (loopback by default), so the visitor's address (rate limits) and host (Secure cookies) are real.
    trustProxy: config.trustProxy ?? 'loopback',
    // A too-long path parameter (414) or an undecodable path, answered in the one error shape.
    frameworkErrors: handleFrameworkError,
  });

  const { database: given, logStream: _logStream, clock = getClock(), ...seams } = dependencies;
  const roles = config.roles ?? platformRoles;
  try {
    let database = given;
    if (!database) {
      const owned = createDatabase(config.database, {
        onPoolError: (error) => app.log.error({ err: error }, 'database pool error'),
      });
      app.addHook('onClose', () => owned.close());
      database = owned;
    }
    // Singletons' leases (a Postgres advisory lock each): closed after every module's own onClose.
    const leases = createLeases(database, { log: app.log, ...(seams.leaseRetryMs ? { retryMs: seams.leaseRetryMs } : {}) });
    app.addHook('onClose', () => leases.close());
    app.decorate('leases', leases);
    if (!given) {
      // One process at a time migrates and rolls the demo world forward; the next finds it done. With
      // MIGRATE_ON_START=0 the deployment migrates (`platform migrate`) and only a worker rolls forward.
      if (config.migrateOnStart !== false) {
        await leases.exclusive(prepareLease, () => prepareDatabase(database, app.log, clock, { demoWorld: config.demoWorld ?? true }));
      } else {
        const pending = await pendingMigrations(database.db);
        if (pending.length > 0) {
          throw new Error(`The database is ${pending.length} migration${pending.length === 1 ? '' : 's'} behind (the last: ${pending.at(-1)}): run \`platform migrate\` first, or start with MIGRATE_ON_START=1`);
        }
        if (roles.includes('worker')) await leases.exclusive(prepareLease, () => seed(database, app.log, clock, { demoWorld: config.demoWorld ?? true }));
      }
    }
    // REDIS_URL's connections, for the read cache, the rate limits, the concurrency store and the live bus.
    // onClose hooks run last-registered first: these close after every module's own, before the database.
    const redis = config.redisUrl ? createRedisConnections(config.redisUrl, { log: app.log }) : undefined;
    if (redis) app.addHook('onClose', () => redis.close());

    await registerHttpBasics(app, { version, siteOrigins: config.siteOrigins ?? defaultSiteOrigins, openApi: roles.includes('api') });
    // Request rate and latency by route, and what modules add; served on METRICS_PORT by main.ts.
    const metrics = createMetrics();
    registerRequestMetrics(app, metrics);
    app.decorate('metrics', metrics);
    // The durable jobs (pg-boss on PostgreSQL): any role adds them (in the transaction of its change), the
    // worker's modules run them. Closed after every module's own onClose, before Redis and the database.
    const jobs = await createJobQueue(database, { log: app.log, nowMs: () => clock.nowMs(), worker: roles.includes('worker'), migrate: config.migrateOnStart !== false, metrics, ...seams.jobs });
    app.addHook('onClose', () => jobs.close());
    app.decorate('jobs', jobs);
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    // Redis counts for every instance; without it each limit keeps its own store (the database for mails
    // and vouchers, which every instance on it shares; memory for analytics and the per-address limits).
    const rateLimits = redis ? createRedisRateLimitStore(redis) : undefined;
    // Per-address limits on the session check, news search, the live stream and /images: before any module's routes.
    const onLimitError = (error: Error) => app.log.error({ err: error }, 'rate limit error');
    // Playback sessions per account (and open live streams per address), shared by every instance on
    // Redis; the sockets give theirs back first.
    const concurrency = redis ? createRedisConcurrencyStore(redis) : createMemoryConcurrencyStore();
    app.addHook('onClose', () => concurrency.close());
    registerRequestLimits(app, {
      ...(rateLimits ? { store: rateLimits } : {}),
      streams: concurrency,
      nowMs: () => clock.nowMs(),
      onError: onLimitError,
    });
    // The public reads every render asks for, kept a few seconds; studio writes and live changes forget them.
    const readCache = registerReadCache(app, {
      ttlMs: (config.readCacheSeconds ?? 0) * 1000,
      now: () => clock.nowMs(),
      redis,
      onError: (error) => app.log.error({ err: error }, 'redis error'),
    });
    app.decorate('readCache', readCache);
    if (roles.includes('api')) await app.register(contentVersionRoutes, { prefix: '/api/web', cache: readCache });

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
    // Every byte of media, in one store for every module: closed after them (registered before them).
    const mediaConfig = config.media ?? defaultMediaConfig();
    const mediaStore = createMediaStore({ dir: mediaConfig.dir, s3Url: mediaConfig.s3Url });
    app.addHook('onClose', () => mediaStore.close());
    if (mediaStore.kind !== 'disk') app.log.info({ store: mediaStore.description }, 'media are kept in the media store');
    await registerModules(app, {
      config,
      keys,
      seams,
      version,
      clock,
      now: () => clock.now(),
      database,
      redis,
      readCache,
      rateLimits,
      concurrency,
      mediaConfig,
      mediaStore,
      metrics,
      lifecycle,
      roles,
      leases,
      jobs,
    }, platformModulesFor(roles));
    return app;
  } catch (error) {
    // Releases a database (and Redis connections) this function opened before the failure.
    await app.close();
    throw error;
  }
}
