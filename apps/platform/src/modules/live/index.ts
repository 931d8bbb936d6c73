import type { Clock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infra/db/database';
import type { RedisConnections } from '../../infra/redis/connections';
import type { MatchesService } from '../matches/service';
import { type LiveBus, createMemoryBus, createRedisBus } from './bus';
import { type LiveEngine, createLiveEngine } from './engine';
import { createLiveRepo } from './repo';
import { liveStreamRoutes } from './routes';
import { type LiveService, createLiveService } from './service';
import { type LiveStream, createLiveStream } from './stream';

export interface Live {
  bus: LiveBus;
  service: LiveService;
  engine: LiveEngine;
  stream: LiveStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live match machinery (modules/live): tests and the bench drive it. */
    live: Live;
  }
}

export interface LiveOptions {
  database: Database;
  matches: MatchesService;
  clock: Clock;
  /** REDIS_URL: changes reach the streams of every instance. */
  redis?: RedisConnections;
  /** DEMO_LIVE_MATCH: the simulation plays planned matches; false: only matches people record move. */
  simulate: boolean;
  /** Run the engine's timer once the app listens (tests drive `app.live.engine.tick()` themselves). */
  runEngine: boolean;
  tickMs?: number;
}

/**
 * Live matches: the bus, the one recording path, the engine (started when the app listens, stopped on
 * close) and `GET /api/matches/live` (SSE). The studio's recording routes (`liveStudioRoutes`, under
 * /api/studio/matches) are registered by app.ts inside the studio's parent, with `live.service`.
 */
export async function registerLive(app: FastifyInstance, options: LiveOptions): Promise<Live> {
  const { database, matches, clock } = options;
  const onError = (error: unknown) => app.log.error({ err: error }, 'live matches error');
  const bus = options.redis ? createRedisBus(options.redis, { onError }) : createMemoryBus();
  const repo = createLiveRepo(database.db);
  const service = createLiveService({ db: database.db, matches, bus, clock });
  const engine = createLiveEngine({ repo, service, clock, tickMs: options.tickMs, simulate: options.simulate, onError });
  const stream = createLiveStream({ repo, matches, bus, clock, onError });
  const live: Live = { bus, service, engine, stream };
  app.decorate('live', live);
  if (options.runEngine) app.addHook('onListen', () => engine.start());
  // Streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    await engine.stop();
    await stream.close();
  });
  await app.register(liveStreamRoutes, { prefix: '/api/matches', stream, matches });
  return live;
}
