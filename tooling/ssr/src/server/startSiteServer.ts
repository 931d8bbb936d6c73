import { clockFromEnv, installClock } from '@club/clock';
import { createSiteServer, type SiteServer, type SiteServerOptions } from './createSiteServer';
import { resolveAppRoot } from './resolveAppRoot';
import type { SiteRoute } from './siteRoutes';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

export interface StartSiteServerOptions {
  /** `import.meta.url` of the app's server.ts, to find the app's folder from source or from dist. */
  serverUrl: string;
  defaultPort: number;
  /** Extra GETs answered before page rendering; see `SiteRoute`. */
  routes?: readonly SiteRoute[];
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
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  return {
    appRoot: defaults.appRoot,
    mode: argv.includes('--dev') ? 'development' : 'production',
    port,
    // This machine only unless HOST says otherwise (HOST=0.0.0.0 serves the network).
    host: env.HOST || '127.0.0.1',
    platformUrl: env.PLATFORM_URL || 'http://127.0.0.1:4000',
    ...(logLevel ? { logLevel: logLevel as LogLevel } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
  };
}

/**
 * TRUST_PROXY as the platform reads it: `true` / `false`, or a comma-separated list of addresses and
 * CIDR ranges (and the names loopback, linklocal, uniquelocal). Unset, a site believes no proxy: it is
 * the edge (and under `npm start` nothing stands in front of it).
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] | undefined {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return undefined;
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * What each app's server.ts runs: settings from the environment (PORT, HOST, PLATFORM_URL,
 * LOG_LEVEL, TRUST_PROXY, CLOCK_NOW and CLOCK_SET_AT; `--dev` for development), install the clock, listen, and finish requests in flight before exiting so a
 * restart drops no page half-sent.
 */
export async function startSiteServer(options: StartSiteServerOptions): Promise<SiteServer> {
  let settings: SiteServerOptions;
  try {
    settings = siteServerOptionsFromEnv(process.env, process.argv, {
      appRoot: resolveAppRoot(options.serverUrl),
      defaultPort: options.defaultPort,
    });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let clock;
  try {
    clock = clockFromEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  installClock(clock);
  const site = await createSiteServer({ ...settings, clock, ...(options.routes ? { routes: options.routes } : {}) });
  await site.listen();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void site.close().finally(() => process.exit(0));
    });
  }
  return site;
}
