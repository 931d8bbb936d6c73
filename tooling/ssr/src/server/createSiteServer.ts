import { randomUUID } from 'node:crypto';
import { acceptedRequestId } from '@club/api-client';
import { getClock, type Clock } from '@club/clock';
import Fastify, { type FastifyInstance } from 'fastify';
import { siteOrigins, type SiteOrigins } from '../app/siteOrigins';
import type { RouterManifest } from '../manifest/types';
import { clockPath, healthPath } from '../conventions';
import { isCompressiblePage, negotiatePageEncoding, type PageEncoding } from './compression';
import { createDevRenderer } from './devRenderer';
import { sendFetchResponse, toFetchRequest } from './fetchBridge';
import { registerPlatformForwarding } from './forwarding';
import { type ContentVersionFollower, createContentVersionFollower } from './contentVersion';
import { createPageCache, encodedBody, isPrivatePageRequest, matchesEtag, pageCacheKey, type SharedPage } from './pageCache';
import { createProductionRenderer } from './productionRenderer';
import {
  allowInlineByHash,
  anonymousPageCacheControl,
  cleanDoubleSlashPath,
  cspNonceFor,
  personalPageCacheControl,
  registerSecurityHeaders,
  sharedPageCacheControl,
} from './securityHeaders';
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
  /**
   * Extra GETs the server answers itself instead of rendering a page (sitemap, feeds, calendars), beside
   * the ones the app's render entry exports (`ServerEntry.routes`, where an app declares its own).
   */
  routes?: readonly SiteRoute[];
  /** The clock pages render at (embedded in each document for the browser); the installed one by default. */
  clock?: Clock;
  /** Both sites' public origins (embedded in each document for the browser); the installed ones by default. */
  origins?: SiteOrigins;
  /**
   * Which proxies' x-forwarded-* headers to believe (TRUST_PROXY, as the platform reads it): decides the
   * visitor's address, host and scheme, and so whether HSTS is sent. None by default: the site is the edge.
   * Only a request a trusted proxy forwarded keeps its geo headers (`cf-ipcountry`, …) on the way to the
   * platform; the platform gets the visitor's address as derived here.
   */
  trustProxy?: boolean | string[];
  /** HTTPS_ONLY=1: every visitor arrives over HTTPS (HSTS always; the platform is told `https`). */
  httpsOnly?: boolean;
  /** The header the platform reads the viewer's country from (GEO_COUNTRY_HEADER): dropped like `cf-ipcountry`. */
  geoCountryHeader?: string;
  /**
   * Public pages (every page but the render entry's `privatePaths`) are rendered once and sent to everyone
   * who asks within `ttlMs` (then, while one render refreshes it, for `staleMs` more), with cache headers
   * that let a CDN do the same: see pageCache. Off when absent or `ttlMs` is 0 (development). The kept
   * pages are dropped whenever the platform's content version moves (a studio write): see contentVersion.
   */
  pageCache?: { ttlMs: number; staleMs: number };
  /**
   * How the kept pages reach the site's other processes (a clustered site: startSiteServer passes them
   * through the primary), so a page is rendered once for all of them. Without it each keeps its own.
   */
  pageCacheShare?: PageCacheShare;
  /**
   * Rendered pages are sent brotli- or gzip-compressed as they stream, as the browser's Accept-Encoding
   * allows (issue 13: a third of the bytes on a phone's network). On by default; the platform's answers
   * forwarded under `/api`, `/media` and `/images`, and the build's files (precompressed), are never
   * touched. Off: every page as it is.
   */
  compressPages?: boolean;
}

/** The page cache's link to the site's other processes. */
export interface PageCacheShare {
  /** Sends a page this process rendered and kept to the others. */
  publish: (key: string, page: SharedPage) => void;
  /** Calls `adopt` with every page another process sends; returns how to stop. */
  subscribe: (adopt: (key: string, page: SharedPage) => void) => () => void;
}

export interface SiteServer {
  app: FastifyInstance;
  /** Starts listening; resolves with the address. */
  listen: () => Promise<string>;
  close: () => Promise<void>;
  /** With the page cache on: what drops its pages when staff change the content (tests ask it directly). */
  contentVersion?: ContentVersionFollower;
}

const fallbackDocument = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>
<body><main><h1>500 error</h1><p>Sorry, this page could not be shown right now. Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

// The platform's development readers (the mail outbox holds sign-in and reset codes).
const developmentOnlyPaths = ['/api/identity/outbox'];

/**
 * Whether a request's path names a development reader, read as leniently as any server on the way might
 * read it: percent-decoded (repeatedly), any case, repeated, back- or trailing slashes, dot segments.
 */
export function isDevelopmentOnlyPath(url: string): boolean {
  let path = url.split(/[?#]/)[0] ?? '';
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.replace(/;.*$/, ''));
  }
  const normalised = `/${segments.join('/')}`;
  return developmentOnlyPaths.some((prefix) => normalised === prefix || normalised.startsWith(`${prefix}/`));
}

/**
 * The surrogate key (Fastly's `Surrogate-Key`; the same word as Cloudflare's and Akamai's cache tag) on
 * every shared page: a purge of it drops them all at the edge, as a content change does in the page cache.
 */
export const sharedPageSurrogateKey = 'pages';

/**
 * The inline scripts of the router manifest, as the manifest has them: after hydration the router may put
 * a copy of one back into the page (see CONTEXT.md), which a kept page's CSP must allow by its digest.
 */
function manifestScripts(manifest: RouterManifest): string[] {
  return Object.values(manifest.routes).flatMap((route) =>
    (route.scripts ?? []).flatMap((script) => {
      const type = script.attrs.type;
      const runnable = type === undefined || type === 'module' || type === 'text/javascript';
      return runnable && script.children ? [script.children] : [];
    }),
  );
}

/** A public page's request as its render sees it: without the visitor's cookies. */
function publicPageRequest(request: Request): Request {
  if (!request.headers.has('cookie')) return request;
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request, { headers });
}

/**
 * One site's HTTP server: forwards the platform's paths, serves the client (Vite in development, the
 * build in production) and stream-renders every other GET through the app's `render` entry.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const app = Fastify({
    logger: { level: options.logLevel ?? (options.mode === 'production' ? 'info' : 'warn') },
    // Node's default keep-alive would outlive a proxy's; one second more than the common 60 s.
    keepAliveTimeout: 61_000,
    trustProxy: options.trustProxy ?? false,
    // The load balancer's x-request-id when well formed, else a fresh UUID: the site's log lines carry it
    // (reqId), and forwarding.ts sends it on to the platform, whose log lines carry the same.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
  });
  // HTTPS_ONLY: every visitor came over HTTPS whatever scheme this hop sees (a TLS-terminating proxy
  // TRUST_PROXY does not name), so HSTS always goes out and the platform is told `https` (its cookies are
  // then Secure and prefixed). Not inferred from the public origins: a site may be served over plain HTTP
  // under an https canonical origin (the end-to-end run does).
  const httpsOnly = options.httpsOnly === true;
  registerSecurityHeaders(app, options.mode, { httpsOnly });

  // `//evil.example/` would render the home page at a URL the browser's router reads as another host's
  // (a hydration error); send it to the same-origin path it should have been, never to that host.
  app.addHook('onRequest', async (request, reply) => {
    const clean = cleanDoubleSlashPath(request.url);
    if (clean === undefined) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
    return reply.code(301).header('location', clean).header('cache-control', 'no-store').send();
  });

  // Development readers of the platform never answer through a site, whatever the platform is set to.
  app.addHook('onRequest', async (request, reply) => {
    if (isDevelopmentOnlyPath(request.url)) {
      return reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
  });
  await registerPlatformForwarding(app, options.platformUrl, {
    geoHeaders: options.geoCountryHeader ? [options.geoCountryHeader] : [],
    httpsOnly,
  });
  app.get(healthPath, async () => ({ status: 'ok' }));
  // The time now on the site's clock, for pages that a cache kept (see siteClock's syncPageClock).
  app.get(clockPath, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { now: (options.clock ?? getClock()).nowMs() };
  });

  const renderer =
    options.mode === 'development'
      ? await createDevRenderer(app, options.appRoot)
      : await createProductionRenderer(app, options.appRoot);
  // The app's routes and shared cookies are read from its entry once, at start (Fastify's routes are
  // fixed then). In development each request still runs the handler of the entry as it is now edited.
  const startEntry = await renderer.loadEntry().catch((error: unknown) => {
    renderer.fixError(error);
    throw error;
  });
  const entryRoutes = (startEntry.routes ?? []).map((route): SiteRoute => ({
    ...route,
    handler: async (context) => {
      const current = (await renderer.loadEntry()).routes?.find(
        (candidate) => candidate.path === route.path && (candidate.method ?? 'GET') === (route.method ?? 'GET'),
      );
      return (current ?? route).handler(context);
    },
  }));
  registerSiteRoutes(app, [...(options.routes ?? []), ...entryRoutes], options.platformUrl);
  const privatePages = { paths: startEntry.privatePaths ?? [], cookies: startEntry.privateCookies ?? [] };

  const share = options.pageCacheShare;
  const pageCache =
    options.pageCache && options.pageCache.ttlMs > 0
      ? createPageCache({ ...options.pageCache, ...(share ? { onKeep: share.publish } : {}) })
      : undefined;
  if (pageCache && share) {
    const unsubscribe = share.subscribe((key, page) => pageCache.adopt(key, page));
    app.addHook('onClose', async () => unsubscribe());
  }
  // A story published in the studio is on every kept page at once, not after the cache's seconds.
  const contentVersion = pageCache
    ? createContentVersionFollower({
        platformUrl: options.platformUrl,
        onChange: () => {
          pageCache.clear();
          app.log.info('content changed on the platform: kept pages dropped');
        },
        onError: (error) => app.log.debug({ err: error }, 'content version not read'),
      })
    : undefined;
  if (contentVersion) {
    app.addHook('onListen', () => contentVersion.start());
    app.addHook('onClose', () => contentVersion.stop());
  }
  const compressPages = options.compressPages ?? true;
  const encodingFor = (acceptEncoding: string | undefined): PageEncoding =>
    compressPages ? negotiatePageEncoding(acceptEncoding) : 'identity';
  const clock = () => options.clock ?? getClock();
  const origins = () => options.origins ?? siteOrigins();

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).header('cache-control', 'no-store').send('Not found');
    }
    try {
      const [entry, manifest] = await Promise.all([renderer.loadEntry(), renderer.manifest(request.url)]);
      if (isPrivatePageRequest(request, privatePages)) {
        // The visitor's own page: rendered with their cookies, streamed, under this response's nonce.
        reply.header('cache-control', personalPageCacheControl);
        const response = await entry.render({
          request: toFetchRequest(request, reply),
          manifest,
          platformUrl: options.platformUrl,
          clock: clock(),
          origins: origins(),
          // The same nonce the response's Content-Security-Policy names (registerSecurityHeaders).
          nonce: cspNonceFor(request),
        });
        return sendFetchResponse(reply, response, encodingFor(request.headers['accept-encoding']));
      }
      // A public page: the same for everyone, so rendered as for nobody (no cookie reaches the render or
      // the platform's answers to it). What is a fan's own is decided in their browser.
      if (!pageCache) {
        const response = await entry.render({
          request: publicPageRequest(toFetchRequest(request, reply)),
          manifest,
          platformUrl: options.platformUrl,
          clock: clock(),
          origins: origins(),
          nonce: cspNonceFor(request),
        });
        reply.header('cache-control', anonymousPageCacheControl);
        return sendFetchResponse(reply, response, encodingFor(request.headers['accept-encoding']));
      }
      // Rendered once for everyone who asks, with no nonce: its CSP names its inline code by digest.
      const { page, outcome, ageMs } = await pageCache.get(pageCacheKey(request), async () => {
        const response = await entry.render({
          request: publicPageRequest(toFetchRequest(request)),
          manifest,
          platformUrl: options.platformUrl,
          clock: clock(),
          origins: origins(),
        });
        return { status: response.status, headers: response.headers, body: await response.text(), laterScripts: manifestScripts(manifest) };
      });
      reply.code(page.status);
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.header('x-page-cache', outcome);
      allowInlineByHash(request, page.hashes);
      const kept = page.status === 200 || page.status === 404;
      if (kept) {
        // A CDN keeps it as the page cache does; its Age says how much of that lifetime is gone already.
        reply.header('cache-control', sharedPageCacheControl(pageCache.lifetime));
        reply.header('age', String(Math.floor(ageMs / 1000)));
        reply.header('etag', page.etag);
        reply.header('surrogate-key', sharedPageSurrogateKey);
      } else reply.header('cache-control', anonymousPageCacheControl);
      const contentType = page.headers.find(([name]) => name === 'content-type')?.[1];
      const contentEncoding = page.headers.find(([name]) => name === 'content-encoding')?.[1];
      const compressible = isCompressiblePage(contentType, contentEncoding);
      if (compressible) reply.header('vary', 'Accept-Encoding');
      if (kept && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const encoding = compressible ? encodingFor(request.headers['accept-encoding']) : 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(encodedBody(page, encoding));
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
    ...(contentVersion ? { contentVersion } : {}),
  };
}
