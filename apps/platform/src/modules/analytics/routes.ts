import { analyticsAcceptedResponseSchema, analyticsRecordSchema, analyticsRecordsPerMinute, apiErrorSchema } from '@club/api-client';
import { getClock } from '@club/clock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../infra/http/errors';
import { type RateLimitStore, createMemoryRateLimitStore, createRateLimiter } from '../../infra/rate-limit/limiter';
import type { AnalyticsRepo } from './repo';

export interface AnalyticsRoutesOptions {
  repo: AnalyticsRepo;
  now?: () => Date;
  /** Records one client may send a minute (tests lower it). */
  perMinute?: number;
  /**
   * Where the counts live: Redis when REDIS_URL is set, so every instance counts together; by default
   * this process's memory, enough for one instance. Records are cheap but each is a row, so a script
   * must not be able to fill the table.
   */
  rateLimits?: RateLimitStore;
}

/** SPEC 7 'Analytics': the put-record call, mounted at /api/analytics. */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => getClock().now());
  const limiter = createRateLimiter(options.rateLimits ?? createMemoryRateLimitStore(), {
    limit: options.perMinute ?? analyticsRecordsPerMinute,
    windowMs: 60_000,
  });

  app.post(
    '/records',
    {
      // A record is a few hundred bytes; anything near this is not one.
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['analytics'],
        operationId: 'putAnalyticsRecord',
        summary: 'Store one analytics record',
        description:
          "SPEC 3's tracking payload with the event (pageView, advertLoad, advertClick), the page's path and, for " +
          'advert events, the advert. Sites send it only with the fan\'s analytics consent. ' +
          `At most ${analyticsRecordsPerMinute} records a minute per client, then 429 with Retry-After.`,
        body: analyticsRecordSchema,
        response: { 202: analyticsAcceptedResponseSchema, 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const at = now();
      // The visitor's address from the one trust chain (TRUST_PROXY): a forwarding header only counts from
      // a proxy it names, so a script cannot spread its records over made-up addresses.
      const answer = await limiter.hit(`analytics:${request.ip}`, at.getTime());
      if (!answer.allowed) {
        const seconds = Math.ceil(answer.retryAfterMs / 1000);
        throw new HttpError(429, 'Too many analytics records: please slow down', { headers: { 'retry-after': String(seconds) } });
      }
      await options.repo.insert(request.body, at);
      return reply.status(202).header('cache-control', 'no-store').send({ accepted: true });
    },
  );
};
