import { Redis } from 'ioredis';
import type { RateLimitStore } from './limiter';

const keyOf = (key: string, windowStart: number): string => `club:rate:${key}:${windowStart}`;

/**
 * The shared counts for several platform instances (REDIS_URL): one key per key and window, counted with
 * INCR and expiring a window after its own ends, so idle clients leave nothing behind.
 */
export function createRedisRateLimitStore(url: string, options: { onError?: (error: Error) => void } = {}): RateLimitStore {
  // Commands wait (queued) while the connection is (re)established rather than failing at once.
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  redis.on('error', (error: Error) => options.onError?.(error));
  return {
    async hit(key, windowStart, windowMs) {
      const name = keyOf(key, windowStart);
      const results = await redis.multi().incr(name).pexpire(name, 2 * windowMs).exec();
      const [error, hits] = results?.[0] ?? [new Error('redis answered no result')];
      if (error) throw error;
      return Number(hits);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
