import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { parseTrustProxy } from '@club/api-client';
import { clockFromEnv, installClock } from '@club/clock';
import { defaultSiteOrigins, installSiteOrigins, normaliseOrigin, type SiteOrigins } from '../app/siteOrigins';
import { createSiteServer, type PageCacheShare, type SiteServer, type SiteServerOptions } from './createSiteServer';
import type { SharedPage } from './pageCache';
import { resolveAppRoot } from './resolveAppRoot';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

/**
 * What an app's server.ts passes. Nothing of the app's own: its extra routes and shared cookies are
 * exports of its render entry (`ServerEntry`), which Vite loads; server.ts imports this package only.
 */
export interface StartSiteServerOptions {
  /** `import.meta.url` of the app's server.ts, to find the app's folder from source or from dist. */
  serverUrl: string;
  defaultPort: number;
}

/** How long a shared page stays fresh (PAGE_CACHE_SECONDS) and may then be sent stale while it re-renders. */
const defaultPageCacheSeconds = 5;
const pageCacheStaleMs = 30_000;

/**
 * The page cache's settings: PAGE_CACHE_SECONDS (0 turns it off), in production only: in development
 * every edit must show at once.
 */
export function pageCacheFromEnv(
  env: NodeJS.ProcessEnv,
  mode: SiteServerOptions['mode'],
): SiteServerOptions['pageCache'] {
  const seconds = Number(env.PAGE_CACHE_SECONDS || defaultPageCacheSeconds);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) {
    throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds from 0 to 3600, got '${env.PAGE_CACHE_SECONDS}'`);
  }
  if (mode === 'development' || seconds === 0) return undefined;
  return { ttlMs: seconds * 1000, staleMs: pageCacheStaleMs };
}

/**
 * How many processes serve the site (WEB_CONCURRENCY): one per core by default in production, so a
 * match-day crowd uses the whole machine; always one in development (Vite runs in the server).
 */
export function workersFromEnv(env: NodeJS.ProcessEnv, mode: SiteServerOptions['mode'], cores = availableParallelism()): number {
  if (mode === 'development') return 1;
  if (!env.WEB_CONCURRENCY) return Math.max(1, cores);
  const workers = Number(env.WEB_CONCURRENCY);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of processes from 1 to 64, got '${env.WEB_CONCURRENCY}'`);
  }
  return workers;
}

/**
 * Both sites' public origins (CLUB_SITE_ORIGIN, STREAMER_SITE_ORIGIN): canonical URLs, Open Graph, the
 * sitemap, feeds and the links between the sites use them. Unset, each is this machine on the port
 * `npm start` gives the site (CLUB_PORT, STREAMER_PORT), so a deployment sets both.
 */
export function siteOriginsFromEnv(env: NodeJS.ProcessEnv): SiteOrigins {
  const local = (portName: string, fallback: string) => {
    const port = env[portName];
    return port ? `http://localhost:${port}` : fallback;
  };
  return {
    club: normaliseOrigin(env.CLUB_SITE_ORIGIN || local('CLUB_PORT', defaultSiteOrigins.club), 'CLUB_SITE_ORIGIN'),
    streamer: normaliseOrigin(
      env.STREAMER_SITE_ORIGIN || local('STREAMER_PORT', defaultSiteOrigins.streamer),
      'STREAMER_SITE_ORIGIN',
    ),
  };
}

/** Reads a site server's settings from the environment; a bad value stops with a plain message. */
export function siteServerOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
  defaults: { appRoot: string; defaultPort: number },
): SiteServerOptions {
  const port = Number(env.PORT || defaults.defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const logLevel = env.LOG_LEVEL || undefined;
  if (logLevel !== undefined && !logLevels.includes(logLevel as LogLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${logLevel}'`);
  }
  // Unset, a site believes no proxy: it is the edge (and under `npm start` nothing stands in front of it).
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, undefined);
  const geoCountryHeader = env.GEO_COUNTRY_HEADER?.trim().toLowerCase() || undefined;
  if (env.HTTPS_ONLY !== undefined && env.HTTPS_ONLY !== '' && !['0', '1'].includes(env.HTTPS_ONLY)) {
    throw new Error(`HTTPS_ONLY must be 1 (every visitor arrives over HTTPS) or 0, got '${env.HTTPS_ONLY}'`);
  }
  return {
    appRoot: defaults.appRoot,
    mode: argv.includes('--dev') ? 'development' : 'production',
    port,
    // This machine only unless HOST says otherwise (HOST=0.0.0.0 serves the network).
    host: env.HOST || '127.0.0.1',
    platformUrl: env.PLATFORM_URL || 'http://127.0.0.1:4000',
    ...(logLevel ? { logLevel: logLevel as LogLevel } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(geoCountryHeader ? { geoCountryHeader } : {}),
    ...(env.HTTPS_ONLY === '1' ? { httpsOnly: true } : {}),
  };
}

/**
 * What each app's server.ts runs: settings from the environment (PORT, HOST, PLATFORM_URL, LOG_LEVEL,
 * TRUST_PROXY, HTTPS_ONLY, GEO_COUNTRY_HEADER, CLOCK_NOW and CLOCK_SET_AT, PAGE_CACHE_SECONDS, WEB_CONCURRENCY, CLUB_SITE_ORIGIN and
 * STREAMER_SITE_ORIGIN; `--dev` for development), install the clock and the sites' origins, listen, and
 * finish requests in flight before exiting so a restart drops no page half-sent. In production it runs one process per core on the same port (node:cluster): this process
 * only starts them, starts a new one if one dies, and passes a stop on to them.
 */
export async function startSiteServer(options: StartSiteServerOptions): Promise<SiteServer | undefined> {
  let settings: SiteServerOptions;
  let workers: number;
  try {
    settings = siteServerOptionsFromEnv(process.env, process.argv, {
      appRoot: resolveAppRoot(options.serverUrl),
      defaultPort: options.defaultPort,
    });
    workers = workersFromEnv(process.env, settings.mode);
    const pageCache = pageCacheFromEnv(process.env, settings.mode);
    if (pageCache) settings.pageCache = pageCache;
    // Every process reads the same clock: the instant CLOCK_NOW was true is fixed once, here.
    if (process.env.CLOCK_NOW && !process.env.CLOCK_SET_AT && cluster.isPrimary) {
      process.env.CLOCK_SET_AT = String(clockFromEnv({}).nowMs());
    }
    installClock(clockFromEnv(process.env));
    installSiteOrigins(siteOriginsFromEnv(process.env));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (workers > 1 && cluster.isPrimary) {
    runWorkers(workers);
    return undefined;
  }
  const site = await createSiteServer({
    ...settings,
    ...(cluster.isWorker && settings.pageCache ? { pageCacheShare: workerPageCacheShare() } : {}),
  });
  await site.listen();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void site.close().finally(() => process.exit(0));
    });
  }
  return site;
}

/** The message a worker sends through the primary when it keeps a page (see pageCacheShare). */
const keptPageMessage = 'site:kept-page';

interface KeptPageMessage {
  type: typeof keptPageMessage;
  key: string;
  page: SharedPage;
}

const isKeptPage = (message: unknown): message is KeptPageMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === keptPageMessage;

/** A worker's link to its siblings' page caches: through the primary, which passes each page on. */
function workerPageCacheShare(): PageCacheShare {
  return {
    publish: (key, page) => {
      process.send?.({ type: keptPageMessage, key, page } satisfies KeptPageMessage);
    },
    subscribe: (adopt) => {
      const onMessage = (message: unknown) => {
        if (isKeptPage(message)) adopt(message.key, message.page);
      };
      process.on('message', onMessage);
      return () => process.off('message', onMessage);
    },
  };
}

/**
 * The primary of a clustered site: `count` workers sharing the port. A worker that dies is replaced
 * (after a second, so a crash at start does not spin); a stop reaches every worker, and the primary
 * exits when they have finished their requests.
 */
function runWorkers(count: number): void {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`site worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  // A page one worker rendered and kept goes to the others (see workerPageCacheShare).
  cluster.on('message', (from, message: unknown) => {
    if (!isKeptPage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
  for (let index = 0; index < count; index += 1) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {});
      if (running.length === 0) process.exit(0);
      for (const worker of running) worker?.process.kill('SIGTERM');
    });
  }
}
