import Fastify, { type FastifyInstance } from 'fastify';
import { healthPath } from '../conventions';
import { createDevRenderer } from './devRenderer';
import { sendFetchResponse, toFetchRequest } from './fetchBridge';
import { registerPlatformForwarding } from './forwarding';
import { createProductionRenderer } from './productionRenderer';
import { registerSiteRoutes, type SiteRoute } from './siteRoutes';

export interface SiteServerOptions {
  /** The app's folder (with `src/`, `dist/`, `vite.config.ts`). */
  appRoot: string;
  mode: 'development' | 'production';
  port: number;
  host: string;
  /** Origin of the platform, e.g. http://127.0.0.1:4000. */
  platformUrl: string;
  /** Fastify's log level; 'info' logs every request. */
  logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** Extra GETs the server answers itself instead of rendering a page (sitemap, feeds, calendars). */
  routes?: readonly SiteRoute[];
}

export interface SiteServer {
  app: FastifyInstance;
  /** Starts listening; resolves with the address. */
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

const fallbackDocument = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>
<body><main><h1>500 error</h1><p>Sorry, this page could not be shown right now. Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/**
 * One site's HTTP server: forwards the platform's paths, serves the client (Vite in development, the
 * build in production) and stream-renders every other GET through the app's `render` entry.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const app = Fastify({
    logger: { level: options.logLevel ?? (options.mode === 'production' ? 'info' : 'warn') },
    // Node's default keep-alive would outlive a proxy's; one second more than the common 60 s.
    keepAliveTimeout: 61_000,
  });

  await registerPlatformForwarding(app, options.platformUrl);
  app.get(healthPath, async () => ({ status: 'ok' }));
  registerSiteRoutes(app, options.routes ?? [], options.platformUrl);

  const renderer =
    options.mode === 'development'
      ? await createDevRenderer(app, options.appRoot)
      : await createProductionRenderer(app, options.appRoot);

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).header('cache-control', 'no-store').send('Not found');
    }
    try {
      const [entry, manifest] = await Promise.all([renderer.loadEntry(), renderer.manifest(request.url)]);
      const response = await entry.render({
        request: toFetchRequest(request, reply),
        manifest,
        platformUrl: options.platformUrl,
      });
      return sendFetchResponse(reply, response);
    } catch (error) {
      // A visitor who leaves before the page is ready is not a failure of ours.
      if (reply.raw.destroyed || reply.raw.writableEnded) {
        request.log.debug({ err: error }, 'rendering abandoned: the client went away');
        return reply;
      }
      renderer.fixError(error);
      request.log.error({ err: error }, 'rendering failed');
      return reply.code(500).type('text/html; charset=utf-8').send(fallbackDocument);
    }
  });

  return {
    app,
    listen: () => app.listen({ port: options.port, host: options.host }),
    close: () => app.close(),
  };
}
