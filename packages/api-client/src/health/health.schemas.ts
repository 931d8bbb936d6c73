import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

const dependencyState = z.enum(['ok', 'unavailable']);

/**
 * GET /api/ready: whether this instance should get traffic (a load balancer's readiness check). 503 when
 * a dependency it needs does not answer, or while it drains (shutting down: requests in flight finish).
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unready', 'draining']),
  database: dependencyState,
  /** 'none' when the platform runs without REDIS_URL (one instance). */
  redis: z.enum(['ok', 'unavailable', 'none']),
  /** The media store (MEDIA_S3_URL's bucket, or MEDIA_DIR on disk). */
  mediaStore: dependencyState,
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
