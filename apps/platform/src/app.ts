import { randomUUID } from 'node:crypto';
import { acceptedRequestId } from '@club/api-client';
import { type Clock, getClock } from '@club/clock';
import Fastify, { type FastifyInstance } from 'fastify';
import packageJson from '../package.json' with { type: 'json' };
import { type AppConfig, defaultSiteOrigins } from './config';
import { buildInfrastructure } from './infra/build';
import type { Database } from './infra/db/database';
import { registerHttpBasics } from './infra/http/basics';
import { handleFrameworkError } from './infra/http/errors';
import { contentVersionRoutes, registerReadCache } from './infra/http/read-cache';
import type { JobQueue } from './infra/jobs/queue';
import type { Leases } from './infra/jobs/lease';
import { loggerOptions } from './infra/logging';
import { type Metrics, registerRequestMetrics } from './infra/metrics';
import { registerRequestLimits } from './infra/rate-limit/request-limits';
import { platformRoles } from './infra/roles/roles';
import { type Lifecycle, type ModuleSeams, registerModules } from './modules/module';
import { platformModulesFor } from './modules/platform-modules';

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
    /** The app's Prometheus metrics (infra/metrics.ts): main.ts serves them on METRICS_PORT. */
    metrics: Metrics;
    /** `draining` set by main.ts on SIGTERM: GET /api/ready answers 503 while requests in flight finish. */
    lifecycle: Lifecycle;
  }
}

export const version = packageJson.version;

/**
 * The platform as a Fastify instance, not yet listening: `main.ts` listens, tests `inject`. The
 * infrastructure is built once (infra/build.ts), then the HTTP edge every route stands on, then the
 * modules of the process's roles (modules/platform-modules.ts), each registering itself.
 */
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

  const { database, logStream: _logStream, clock = getClock(), ...seams } = dependencies;
  const roles = config.roles ?? platformRoles;
  try {
    const infrastructure = await buildInfrastructure(config, { log: app.log, clock, roles, seams, ...(database ? { database } : {}) });
    // onClose hooks run last-registered first: the infrastructure closes after every module's own.
    app.addHook('onClose', () => infrastructure.close());
    const { leases, jobs, metrics, rateLimits, concurrency, redis } = infrastructure;
    app.decorate('leases', leases);
    app.decorate('jobs', jobs);
    app.decorate('metrics', metrics);
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);

    await registerHttpBasics(app, { version, siteOrigins: config.siteOrigins ?? defaultSiteOrigins, openApi: roles.includes('api') });
    registerRequestMetrics(app, metrics);
    // Per-address limits on the session check, news search, the live stream and /images: before any module's routes.
    registerRequestLimits(app, {
      ...(rateLimits ? { store: rateLimits } : {}),
      streams: concurrency,
      nowMs: () => clock.nowMs(),
      onError: (error) => app.log.error({ err: error }, 'rate limit error'),
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

    const { close: _close, ...built } = infrastructure;
    await registerModules(app, { ...built, config, seams, version, clock, now: () => clock.now(), readCache, lifecycle, roles }, platformModulesFor(roles));
    return app;
  } catch (error) {
    // Releases what this function opened before the failure (the infrastructure's onClose, once added).
    await app.close();
    throw error;
  }
}
