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
  return {
    appRoot: defaults.appRoot,
    mode: argv.includes('--dev') ? 'development' : 'production',
    port,
    host: env.HOST || '0.0.0.0',
    platformUrl: env.PLATFORM_URL || 'http://127.0.0.1:4000',
    ...(logLevel ? { logLevel: logLevel as LogLevel } : {}),
  };
}

/**
 * What each app's server.ts runs: settings from the environment (PORT, HOST, PLATFORM_URL,
 * LOG_LEVEL; `--dev` for development), listen, and finish requests in flight before exiting so a
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
  const site = await createSiteServer({ ...settings, ...(options.routes ? { routes: options.routes } : {}) });
  await site.listen();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void site.close().finally(() => process.exit(0));
    });
  }
  return site;
}
