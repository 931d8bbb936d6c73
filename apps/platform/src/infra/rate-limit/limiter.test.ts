import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRateLimiter } from './limiter';

describe('createRateLimiter', () => {
  describe('given a memory store', () => {
    it('should allow the limit within a window, refuse the next, and allow again in the next window', async () => {
      const limiter = createRateLimiter(createMemoryRateLimitStore(), { limit: 2, windowMs: 60_000 });
      expect(await limiter.hit('a', 0)).toEqual({ allowed: true, retryAfterMs: 60_000 });
      expect((await limiter.hit('a', 10)).allowed).toBe(true);
      expect(await limiter.hit('a', 20)).toEqual({ allowed: false, retryAfterMs: 59_980 });
      expect((await limiter.hit('b', 20)).allowed).toBe(true);
      expect((await limiter.hit('a', 60_000)).allowed).toBe(true);
    });

    it('should keep windows on the clock, so every instance agrees where one starts', async () => {
      const limiter = createRateLimiter(createMemoryRateLimitStore(), { limit: 1, windowMs: 60_000 });
      expect((await limiter.hit('a', 59_000)).allowed).toBe(true);
      expect(await limiter.hit('a', 59_500)).toEqual({ allowed: false, retryAfterMs: 500 });
      expect((await limiter.hit('a', 60_000)).allowed).toBe(true);
    });
  });
});
