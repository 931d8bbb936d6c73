/**
 * The platform's one rate limiter: a count of hits per key in fixed windows (aligned to the window's
 * length on the clock, so every instance agrees where a window starts), kept in a store. Memory serves
 * one instance; Redis (REDIS_URL) or the database share the counts between instances.
 */
export interface RateLimitStore {
  /** Counts one hit against `key` in the window starting at `windowStart` (ms); answers the hits so far in it. */
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
}

export interface RateLimit {
  /** Hits allowed in one window; the next is refused. */
  limit: number;
  windowMs: number;
}

export interface RateLimitAnswer {
  allowed: boolean;
  /** Milliseconds until the window ends (when a refused client may try again). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts this hit and says whether it is within the limit. */
  hit(key: string, nowMs: number): Promise<RateLimitAnswer>;
}

export function createRateLimiter(store: RateLimitStore, { limit, windowMs }: RateLimit): RateLimiter {
  return {
    async hit(key, nowMs) {
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      const hits = await store.hit(key, windowStart, windowMs);
      return { allowed: hits <= limit, retryAfterMs: windowStart + windowMs - nowMs };
    },
  };
}

/** One instance's counts, in this process. Windows that have ended are dropped as new ones start. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { start: number; end: number; hits: number }>();
  let lastSweep = -Infinity;
  return {
    async hit(key, windowStart, windowMs) {
      if (windowStart > lastSweep) {
        lastSweep = windowStart;
        for (const [name, window] of windows) if (window.end <= windowStart) windows.delete(name);
      }
      const window = windows.get(key);
      if (!window || window.start !== windowStart) {
        windows.set(key, { start: windowStart, end: windowStart + windowMs, hits: 1 });
        return 1;
      }
      window.hits += 1;
      return window.hits;
    },
  };
}
