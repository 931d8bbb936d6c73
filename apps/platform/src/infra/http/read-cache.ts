import { randomUUID } from 'node:crypto';
import { apiErrorSchema, contentVersionResponseSchema } from '@club/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RedisConnections } from '../redis/connections';

/**
 * The platform's hot reads, kept in memory for a few seconds (issue 17, READ_CACHE_SECONDS).
 *
 * On match day every site process renders the same handful of pages, and every render asks the
 * platform for the same news list, fixtures, table and navigation. Those answers are the same for
 * everyone: the routes listed in `cachedReads` read neither cookies nor headers, only the path and the
 * query. So the first request for a URL is answered by its route and the serialised body is kept;
 * requests for the same URL in the next few seconds get those bytes without touching the database.
 * Requests that arrive while the first is still being answered wait for it (one database read for a
 * crowd, not one each).
 *
 * What keeps it right:
 * - **The studio.** Every successful write under `/api/studio` (an article published, a goal
 *   recorded, a video released) forgets everything at once, before its answer reaches the studio. A
 *   fill that started before the write is not kept.
 * - **The live match.** Each change on the live bus (a goal, a card, the minute) forgets the match
 *   reads (`/api/matches`, `/api/teams`).
 * - **Time.** Answers that change only because the clock moved on (a scheduled article's time comes,
 *   a match kicks off) are at most `ttlMs` old.
 * - **Several instances.** With REDIS_URL each forgetting is published on one channel, so every
 *   instance forgets too (the live bus already reaches every instance on its own).
 *
 * Only 200 answers are kept; errors and 404s are always answered afresh.
 *
 * The sites keep whole pages too (tooling/ssr's page cache). `version()` moves with every forgetting
 * that reaches all instances (the studio's writes), the same on each instance (kept in Redis when there
 * is one), and `GET /api/web/content-version` answers it: the sites poll it and drop their pages when it
 * moves. The live match needs no such thing: its pages take the match from the live stream once open.
 */

/** Every read the cache may keep, by route pattern (the router's, not the raw URL), and its family. */
export const cachedReads: Readonly<Record<string, ReadFamily>> = {
  '/api/news/articles': 'news',
  '/api/news/articles/:slug': 'news',
  '/api/news/articles/:slug/related': 'news',
  '/api/news/lookup': 'news',
  '/api/news/categories': 'news',
  '/api/news/search': 'news',
  '/api/matches': 'matches',
  '/api/matches/seasons': 'matches',
  '/api/matches/next': 'matches',
  '/api/matches/last': 'matches',
  '/api/matches/tables': 'matches',
  '/api/matches/:matchId': 'matches',
  '/api/teams': 'matches',
  '/api/teams/:team': 'matches',
  '/api/teams/:team/players/:player': 'matches',
  '/api/teams/:team/loans': 'matches',
  '/api/web/navigation': 'site',
  '/api/web/menus': 'site',
  '/api/web/pages': 'site',
  '/api/web/redirects': 'site',
  '/api/packages/packages': 'site',
  '/api/sponsors/header': 'site',
  '/api/sponsors/rows': 'site',
  '/api/sponsors/sections': 'site',
  '/api/sponsors/sections/:sectionID': 'site',
  '/api/web/adverts': 'site',
  '/api/advertising/slots/:slotID': 'site',
  '/api/feed': 'site',
  '/api/promos/promo-overlays': 'site',
  // Club TV's catalogue (the studio's Club TV desk writes it). Not the stream assets: a live stream's
  // status follows its running channel, which no studio write announces.
  '/api/video-platform/feeds': 'site',
  '/api/video-platform/feed/:videoFeed/sections': 'site',
  '/api/video-platform/search': 'site',
  '/api/videos/categories': 'site',
  '/api/videos/config': 'site',
  '/api/videos/filters': 'site',
};

export type ReadFamily = 'news' | 'matches' | 'site';

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** URLs held now. */
  size: number;
}

export interface ReadCache {
  /**
   * Forgets the answers of the families named (all of them when none is named), here and, with Redis,
   * on every instance; `{ here: true }` only here (for news every instance hears anyway, like the live bus).
   */
  forget(families?: readonly ReadFamily[], scope?: { here: true }): void;
  stats(): ReadCacheStats;
  /** Calls `listener` whenever this instance forgets (for caches of its own, like the navigation tree's). */
  onForget(listener: (families: readonly ReadFamily[]) => void): () => void;
  /** Moves with every forgetting of the studio's, the same on every instance. */
  version(): Promise<string>;
  /** Settles once this instance hears other instances' forgetting (at once without Redis). */
  ready: Promise<void>;
}

export interface ReadCacheOptions {
  /** How long an answer is kept; 0 keeps nothing (the hooks still run, and do nothing). */
  ttlMs: number;
  /** The platform's clock, in ms: an answer's age is measured on it. */
  now: () => number;
  /** At most this many URLs are held; the oldest goes first. */
  maxEntries?: number;
  /** REDIS_URL's connections: forgetting reaches every instance, and the version is shared. */
  redis?: RedisConnections;
  onError?: (error: Error) => void;
}

interface Entry {
  family: ReadFamily;
  body: string | Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  expires: number;
}

interface Fill {
  key: string;
  family: ReadFamily;
  generation: number;
  done: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    readCacheFill?: Fill;
  }
  interface FastifyInstance {
    /** The public reads' cache (infra/http/read-cache.ts): tests and the bench read its stats. */
    readCache: ReadCache;
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const readCacheChannel = 'club:read-cache:forget';
export const readCacheVersionKey = 'club:read-cache:version';
const families: readonly ReadFamily[] = ['news', 'matches', 'site'];

function familyOf(request: FastifyRequest): ReadFamily | undefined {
  if (request.method !== 'GET') return undefined;
  const pattern = request.routeOptions.url;
  return pattern === undefined ? undefined : cachedReads[pattern];
}

/** Whether a request is a studio write that changes what the public reads say. */
function isStudioWrite(request: FastifyRequest): boolean {
  if (!writeMethods.has(request.method)) return false;
  const pattern = request.routeOptions.url ?? '';
  if (!pattern.startsWith('/api/studio/')) return false;
  // A resumable upload's chunks (tus PATCH) change nothing public until the upload is published.
  return request.headers['content-type'] !== 'application/offset+octet-stream';
}

/**
 * Registers the cache's hooks on `app` (the root instance, before the routes). Returns the handle the
 * live bus and tests use.
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): ReadCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<void>>();
  // Bumped by every forgetting: a fill that began under an older generation is not kept.
  const generations: Record<ReadFamily, number> = { news: 0, matches: 0, site: 0 };
  let hits = 0;
  let misses = 0;
  // Without Redis there is one instance: its start and its count of forgettings.
  const started = randomUUID();
  let forgettings = 0;

  const listeners = new Set<(families: readonly ReadFamily[]) => void>();
  const forgetHere = (named: readonly ReadFamily[]) => {
    for (const family of named) generations[family] += 1;
    for (const [key, entry] of entries) if (named.includes(entry.family)) entries.delete(key);
    for (const listener of listeners) listener(named);
  };

  const publisher = options.redis?.commands();
  const ready =
    options.redis?.subscribe(readCacheChannel, (text) => {
      const named = text.split(',').filter((name): name is ReadFamily => (families as readonly string[]).includes(name));
      if (named.length > 0) forgetHere(named);
    }).then(
      () => undefined,
      (error: Error) => options.onError?.(error),
    ) ?? Promise.resolve();

  const cache: ReadCache = {
    forget(named = families, scope) {
      forgetHere(named);
      if (scope?.here) return;
      forgettings += 1;
      publisher
        ?.multi()
        .incr(readCacheVersionKey)
        .publish(readCacheChannel, named.join(','))
        .exec()
        .catch((error: Error) => options.onError?.(error));
    },
    async version() {
      if (!publisher) return `${started}.${forgettings}`;
      // Redis down: this instance's own count, so a site still sees this instance's changes.
      const shared = await publisher.get(readCacheVersionKey).catch(() => undefined);
      return shared === undefined ? `${started}.${forgettings}` : `shared.${shared ?? 0}`;
    },
    onForget(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stats: () => ({ hits, misses, size: entries.size }),
    ready,
  };

  // A studio write forgets before its answer leaves, so the studio's next read (and the public site's)
  // already sees the change; with the cache off, it still moves the version the sites' pages follow.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 300 && isStudioWrite(request)) cache.forget();
    return payload;
  });

  if (options.ttlMs <= 0) return cache;

  const send = (reply: FastifyReply, entry: Entry) => {
    if (entry.contentType) void reply.header('content-type', entry.contentType);
    if (entry.cacheControl) void reply.header('cache-control', entry.cacheControl);
    return reply.code(200).send(entry.body);
  };

  app.addHook('onRequest', async (request, reply) => {
    const family = familyOf(request);
    if (!family) return;
    const key = request.url;
    // Wait for a fill of the same URL under way, then look again (once: a failed fill leaves nothing).
    const pending = filling.get(key);
    if (pending) await pending;
    const entry = entries.get(key);
    if (entry && entry.expires > options.now()) {
      hits += 1;
      return send(reply, entry);
    }
    if (entry) entries.delete(key);
    misses += 1;
    if (filling.has(key)) return;
    let done!: () => void;
    filling.set(key, new Promise<void>((resolve) => (done = resolve)));
    request.readCacheFill = {
      key,
      family,
      generation: generations[family],
      done: () => {
        filling.delete(key);
        done();
      },
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const fill = request.readCacheFill;
    if (fill && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      if (generations[fill.family] === fill.generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(fill.key, {
          family: fill.family,
          body: payload,
          contentType: reply.getHeader('content-type') as string | undefined,
          cacheControl: reply.getHeader('cache-control') as string | undefined,
          expires: options.now() + options.ttlMs,
        });
      }
    }
    return payload;
  });

  // However the request ended (answered, failed, abandoned), whoever waits on its fill goes on.
  const release = async (request: FastifyRequest) => {
    request.readCacheFill?.done();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  return cache;
}

/** `GET /api/web/content-version` (mounted at /api/web): what the sites' servers poll to drop their kept pages. */
export const contentVersionRoutes: FastifyPluginAsyncZod<{ cache: ReadCache }> = async (app, { cache }) => {
  app.get(
    '/content-version',
    {
      schema: {
        tags: ['web'],
        operationId: 'getContentVersion',
        summary: "Moves whenever staff change what the public sites show",
        description:
          "An opaque string, the same on every platform instance, that changes with every studio write. The sites' servers " +
          'poll it and drop the pages they keep for everyone when it moves, so a published story is on every page at once.',
        response: { 200: contentVersionResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ version: await cache.version() }),
  );
};
