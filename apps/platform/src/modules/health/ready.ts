import { type ReadyResponse, readyResponseSchema } from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db/database';
import type { RedisConnections } from '../../infra/redis/connections';
import type { MediaStore } from '../media/store';
import type { Lifecycle } from '../module';
import { probeRoute } from './probe';

export interface ReadyOptions {
  database: Pick<Database, 'ping'>;
  redis: Pick<RedisConnections, 'commands'> | undefined;
  store: Pick<MediaStore, 'size'>;
  lifecycle: Lifecycle;
  /** How long one dependency may take to answer before it counts as unavailable. */
  timeoutMs?: number;
}

/** A probe's key in the store: asking for its size reaches the bucket (or the disk) without writing. */
const probeKey = 'ready/probe';

/**
 * GET /api/ready: 200 when this instance can serve (its database, Redis when configured and the media
 * store answer), 503 otherwise and from the moment it starts draining (SIGTERM, main.ts), so a load
 * balancer stops sending it new requests while those in flight finish. /api/health stays the liveness
 * check (the process and its database).
 */
export const readyRoutes: FastifyPluginAsyncZod<ReadyOptions> = async (app, { database, redis, store, lifecycle, timeoutMs = 2000 }) => {
  const answers = async (check: () => Promise<unknown>, what: string, log: { warn(data: object, message: string): void }): Promise<'ok' | 'unavailable'> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return 'ok';
    } catch (error) {
      log.warn({ err: error }, `ready check: ${what} unavailable`);
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  };

  probeRoute(app, {
    url: '/ready',
    operationId: 'getReady',
    summary: 'Whether this instance should get traffic: its database, Redis and media store answer, and it is not draining',
    response: readyResponseSchema,
    probe: async (request) => {
      const [databaseState, redisState, storeState] = await Promise.all([
        answers(() => database.ping(), 'database', request.log),
        redis ? answers(() => redis.commands().ping(), 'redis', request.log) : Promise.resolve('none' as const),
        answers(() => store.size(probeKey), 'media store', request.log),
      ]);
      const healthy = databaseState === 'ok' && redisState !== 'unavailable' && storeState === 'ok';
      const status: ReadyResponse['status'] = lifecycle.draining ? 'draining' : healthy ? 'ready' : 'unready';
      return { ok: status === 'ready', answer: { status, database: databaseState, redis: redisState, mediaStore: storeState } };
    },
  });
};
