import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@club/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ConcurrencyStore, createMemoryConcurrencyStore } from '../concurrency/store';
import { apiError } from '../http/errors';
import { isLoopbackAddress } from '../http/loopback';
import { type RateLimit, type RateLimitStore, createMemoryRateLimitStore, createRateLimiter } from './limiter';

/**
 * Per-address limits on the public endpoints a script could hammer (issue 28), keyed on `request.ip`:
 * the visitor's address from the one trust chain (TRUST_PROXY), so a header cannot spread a script over
 * made-up addresses. Chosen for a match-day crowd behind one carrier NAT: a mobile carrier shares a public
 * address between a few dozen subscribers at a time (port blocks of ~1,000 of the 64,000 ports), so these
 * leave several times what 60 fans on one address ask for at kick-off.
 */
export interface RequestLimits {
  /**
   * POST /api/videos/session/check: a playing fan checks at the start and then every few minutes (the
   * playback token lives 5 minutes): 60 fans starting at once are 60-120 a minute; 300 (5 a second).
   */
  sessionCheck: RateLimit;
  /**
   * GET /api/news/search: the search panel asks once typing pauses, about 10 times a minute for a fan
   * searching; 120 a minute (2 a second) is a dozen fans on one address searching in the same minute.
   */
  newsSearch: RateLimit;
  /**
   * GET /images/*: a page shows up to ~50 renditions and browsers keep them a year (immutable), so only
   * cold caches ask: 60 fans each opening a page with an empty cache in one minute; 3,000 (50 a second).
   */
  images: RateLimit;
  /**
   * GET /api/matches/live: server-sent event streams open at once from one address, on every instance
   * together. One per open match page: 60 fans with a few tabs each; 200. Each holds a socket and a file
   * descriptor for as long as it stays, which is what a script opening thousands would exhaust.
   */
  liveStreamsPerAddress: number;
}

export const defaultRequestLimits: RequestLimits = {
  sessionCheck: { limit: 300, windowMs: 60_000 },
  newsSearch: { limit: 120, windowMs: 60_000 },
  images: { limit: 3000, windowMs: 60_000 },
  liveStreamsPerAddress: 200,
};

// Routes by method and Fastify's route pattern (not the raw URL, so `/api/news/search/` or `?x` is the same route).
const limitedRoutes: { method: string; url: string; limit: 'sessionCheck' | 'newsSearch' | 'images' }[] = [
  { method: 'POST', url: '/api/videos/session/check', limit: 'sessionCheck' },
  { method: 'GET', url: '/api/news/search', limit: 'newsSearch' },
  { method: 'GET', url: '/images/*', limit: 'images' },
  { method: 'HEAD', url: '/images/*', limit: 'images' },
];
const liveStreamUrl = '/api/matches/live';

/** Whether a route, as Fastify registers it, is one these limits may refuse. */
function isLimited(url: string, methods: readonly string[]): boolean {
  if (url === liveStreamUrl) return methods.includes('GET');
  return limitedRoutes.some((route) => route.url === url && methods.includes(route.method));
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(apiError(429, message, undefined, 'tooManyRequests'));
}

export interface RequestLimitsOptions {
  /** The shared store (Redis with REDIS_URL: every instance counts together); without one this process's memory. */
  store?: RateLimitStore;
  /**
   * Where open live streams are counted per address: the stream concurrency's store (Redis with REDIS_URL,
   * so a script cannot spread its connections over the instances behind a load balancer); without one this
   * process's memory.
   */
  streams?: ConcurrencyStore;
  nowMs: () => number;
  limits?: RequestLimits;
  onError?: (error: Error) => void;
}

/**
 * Adds the limits as one `onRequest` hook: call it before the routes are registered (Fastify copies a
 * parent's hooks into each plugin as it is registered), so the refusal comes before any body is read.
 * Callers on this machine itself (a visitor address of loopback: the sites' server-side renders, the
 * bench, the browser tests) are not limited; through a site's server a visitor has their own address.
 */
export function registerRequestLimits(app: FastifyInstance, options: RequestLimitsOptions): void {
  const limits = options.limits ?? defaultRequestLimits;
  const store = options.store ?? createMemoryRateLimitStore();
  const limiters = {
    sessionCheck: createRateLimiter(store, limits.sessionCheck),
    newsSearch: createRateLimiter(store, limits.newsSearch),
    images: createRateLimiter(store, limits.images),
  };
  // Every route these limits may refuse says so in the OpenAPI document: a 429 in the one error shape
  // (which also serializes the refusal). onRoute reaches the routes of every plugin registered after this.
  app.addHook('onRoute', (route) => {
    if (!isLimited(route.url, [route.method].flat())) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    if ('429' in response) return;
    route.schema = { ...route.schema, response: { ...response, 429: apiErrorSchema } };
  });

  // Open live streams per address, counted where every instance counts: each open stream is a member of
  // its address's set with a lease, renewed while it stays open and given back when it closes. A stream of
  // an instance that died without giving its place back stops counting when its lease runs out.
  const streams = options.streams ?? createMemoryConcurrencyStore();
  const streamLeaseMs = 90_000;

  const holdStream = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const account = `live-stream:${request.ip}`;
    const session = randomUUID();
    const take = () => {
      const now = options.nowMs();
      return streams.acquire({ account, session, limit: limits.liveStreamsPerAddress, now, expiresAt: now + streamLeaseMs });
    };
    let closed = false;
    let renewal: ReturnType<typeof setInterval> | undefined;
    // 'close' comes once the answer is over or the connection is gone, whichever way the stream ended.
    reply.raw.once('close', () => {
      closed = true;
      clearInterval(renewal);
      streams.release(account, session).catch((error: Error) => options.onError?.(error));
    });
    let held: boolean;
    try {
      held = await take();
    } catch (error) {
      // A store that cannot count (Redis away) lets the stream through rather than refusing everyone.
      options.onError?.(error as Error);
      return true;
    }
    if (held && !closed) {
      renewal = setInterval(() => {
        take().catch((error: Error) => options.onError?.(error));
      }, streamLeaseMs / 3);
      renewal.unref();
    }
    if (closed) await streams.release(account, session).catch((error: Error) => options.onError?.(error));
    return held;
  };

  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === undefined || isLoopbackAddress(request.ip)) return;
    if (url === liveStreamUrl && request.method === 'GET') {
      if (!(await holdStream(request, reply))) {
        // A stream ends when its page goes away; a browser's EventSource tries again on its own.
        return tooMany(reply, 30, 'Too many live updates are open from your address. Close some pages and try again.');
      }
      return;
    }
    const route = limitedRoutes.find((candidate) => candidate.url === url && candidate.method === request.method);
    if (!route) return;
    let answer;
    try {
      answer = await limiters[route.limit].hit(`${route.limit}:${request.ip}`, options.nowMs());
    } catch (error) {
      // A store that cannot count (Redis away) lets the request through rather than refusing everyone.
      options.onError?.(error as Error);
      return;
    }
    if (!answer.allowed) {
      const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
      return tooMany(reply, seconds, `Too many requests from your address. Please try again in ${seconds} seconds.`);
    }
  });
}
