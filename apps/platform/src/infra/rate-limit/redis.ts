import type { RedisConnections } from '../redis/connections';
import type { RateLimitStore } from './limiter';

const keyOf = (key: string, windowStart: number): string => `club:rate:${key}:${windowStart}`;

/**
 * The shared counts for several platform instances (REDIS_URL): one key per key and window, counted with
 * INCR and expiring a window after its own ends, so idle clients leave nothing behind. On the platform's
 * one commands connection, which its owner closes.
 */
export function createRedisRateLimitStore(connections: RedisConnections): RateLimitStore {
  const redis = connections.commands();
  return {
    async hit(key, windowStart, windowMs) {
      const name = keyOf(key, windowStart);
      const results = await redis.multi().incr(name).pexpire(name, 2 * windowMs).exec();
      const [error, hits] = results?.[0] ?? [new Error('redis answered no result')];
      if (error) throw error;
      return Number(hits);
    },
  };
}
