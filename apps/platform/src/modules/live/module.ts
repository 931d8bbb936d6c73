import type { PlatformModule } from '../module';
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

/**
 * Live matches: the bus (through Redis with REDIS_URL, so a change reaches every instance's streams), the
 * one recording path, the engine and the stream, given as `live`; the studio registers the recording
 * routes (`liveStudioRoutes`, under /api/studio/matches) inside its parent with `live.service`. Its HTTP
 * part is `liveStreamModule`; the engine runs in the live role (`liveEngineModule`), under a lease.
 */
export const liveModule: PlatformModule<'matches', 'live'> = {
  name: 'live',
  roles: ['api', 'live'],
  needs: ['matches'],
  async register(app, { config, seams, database, matches, clock, redis, readCache, metrics, jobs }) {
    const onError = (error: unknown) => app.log.error({ err: error }, 'live matches error');
    const bus = redis ? createRedisBus(redis, { onError }) : createMemoryBus();
    const repo = createLiveRepo(database.db);
    const service = createLiveService({ db: database.db, repo, matches, bus, clock, jobs });
    // DEMO_LIVE_MATCH=on plays planned matches; off: only matches people record move.
    const simulate = config.demoLiveMatch === true;
    const engine = createLiveEngine({ repo, service, clock, simulate, onError, ...(seams.liveTickMs ? { tickMs: seams.liveTickMs } : {}) });
    const stream = createLiveStream({ repo, matches, bus, clock, onError });
    metrics.observe('platform_sse_connections', 'Open live-update streams (GET /api/matches/live) on this instance', [], () => [{ value: stream.openCount() }]);
    const live: Live = { bus, service, engine, stream };
    app.decorate('live', live);
    // Streams end before the server waits for its connections to close.
    app.addHook('preClose', async () => {
      await engine.stop();
      await stream.close();
    });
    // Every instance hears the live bus itself, so each forgets its own match reads.
    bus.subscribe(() => readCache.forget(['matches'], { here: true }));
    return { live };
  },
};

/** GET /api/matches/live (SSE): a snapshot on connect, then a message per change heard on the bus. */
export const liveStreamModule: PlatformModule<'live' | 'matches'> = {
  name: 'live-stream',
  needs: ['live', 'matches'],
  async register(app, { live, matches }) {
    await app.register(liveStreamRoutes, { prefix: '/api/matches', stream: live.stream, matches });
  },
};

/** The lease the demo live match is played under: one engine among every live instance. */
export const liveMatchLease = 'live-match';

/**
 * The live role's engine (DEMO_LIVE_MATCH): started once the app listens, by the one process holding the
 * `live-match` lease (a standby takes over when the holder goes); stopped when the lease goes.
 */
export const liveEngineModule: PlatformModule<'live'> = {
  name: 'live-engine',
  roles: ['live'],
  needs: ['live'],
  async register(app, { config, leases, live }) {
    // Unset, the engine never runs on its own (tests drive `app.live.engine.tick()` themselves).
    if (config.demoLiveMatch === undefined) return;
    app.addHook('onListen', () => {
      leases.hold(liveMatchLease, { acquired: () => live.engine.start(), lost: () => live.engine.stop() });
    });
  },
};
