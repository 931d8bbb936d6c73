import type { LiveMatchUpdate, MatchCentre } from '@club/api-client';
import type { Clock } from '@club/clock';
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { MatchesService } from '../matches/service';
import type { LiveBus, MatchChanged } from './bus';
import type { LiveRepo } from './repo';

/** A client whose socket holds more than this unsent is too slow: it is closed and reconnects to a snapshot. */
const maxBufferedBytes = 1 << 20;
/** The snapshot's reach: matches live now or that kicked off in the last 12 hours. */
const recentMs = 12 * 60 * 60_000;
/** Matches are re-read at least this often even without a change on the bus. */
const cacheMs = 5_000;

export const frameOf = (update: LiveMatchUpdate): string => `event: match\ndata: ${JSON.stringify(update)}\n\n`;

/** The stream's message of a match centre (GET /api/matches/:id's answer); the studio's POST answers the same. */
export const liveUpdateOf = (centre: MatchCentre, announcement: string | null): LiveMatchUpdate => ({
  match: centre.match,
  live: centre.live,
  events: centre.events,
  lineups: centre.lineups,
  commentary: centre.commentary,
  announcement,
});

interface Client {
  response: ServerResponse;
  matchId: number | undefined;
}

export interface LiveStreamOptions {
  repo: LiveRepo;
  matches: MatchesService;
  bus: LiveBus;
  clock: Clock;
  /** A comment line this often keeps proxies from closing an idle stream; default 15 s. */
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The SSE clients of one platform instance. A change on the bus is read from the database once (the
 * match centre's own rendering, so the stream and GET /api/matches/:id agree), written as one frame,
 * and sent to every client that wants that match. Changes and snapshots run one after another, so a
 * client never gets an older state of a match after a newer one.
 */
export function createLiveStream({ repo, matches, bus, clock, heartbeatMs = 15_000, onError }: LiveStreamOptions) {
  const clients = new Set<Client>();
  const latest = new Map<number, { frame: string; at: number }>();
  let recent: { ids: number[]; at: number } | undefined;
  let chain: Promise<void> = Promise.resolve();

  const enqueue = (work: () => Promise<void>): Promise<void> => {
    chain = chain.then(work).catch((error: unknown) => onError?.(error));
    return chain;
  };

  const read = async (matchId: number): Promise<LiveMatchUpdate> => {
    const update = liveUpdateOf(await matches.match(matchId), null);
    latest.set(matchId, { frame: frameOf(update), at: performance.now() });
    return update;
  };

  const send = (client: Client, frame: string) => {
    if (client.response.destroyed || client.response.writableEnded) return;
    client.response.write(frame);
    if (client.response.writableLength > maxBufferedBytes) client.response.destroy();
  };

  const onChange = (change: MatchChanged) =>
    enqueue(async () => {
      recent = undefined;
      const wanted = [...clients].filter((client) => client.matchId === undefined || client.matchId === change.matchId);
      if (wanted.length === 0) {
        latest.delete(change.matchId);
        return;
      }
      const update = await read(change.matchId);
      const frame = frameOf({ ...update, announcement: change.announcement });
      for (const client of wanted) send(client, frame);
    });

  const unsubscribe = bus.subscribe((change) => void onChange(change));

  const heartbeat = setInterval(() => {
    for (const client of clients) send(client, ': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Streams open now on this instance (the metrics' platform_sse_connections). */
    openCount: () => clients.size,
    /** Adds a client (headers already written) and sends it the snapshot; removed when its socket closes. */
    add(response: ServerResponse, matchId: number | undefined): Promise<void> {
      const client: Client = { response, matchId };
      clients.add(client);
      response.on('close', () => clients.delete(client));
      return enqueue(async () => {
        if (response.destroyed) return;
        const now = performance.now();
        if (!recent || now - recent.at > 1000) {
          const nowMs = clock.nowMs();
          recent = { ids: await repo.recentMatchIds(new Date(nowMs - recentMs).toISOString(), new Date(nowMs).toISOString()), at: now };
        }
        // One match asked for (a match centre): its state whatever it is; else everything live or recent.
        const ids = matchId === undefined ? recent.ids : [matchId];
        for (const id of ids) {
          const cached = latest.get(id);
          if (!cached || now - cached.at > cacheMs) await read(id);
          send(client, (latest.get(id) as { frame: string }).frame);
        }
      });
    },

    /** Open streams on this instance. */
    get size() {
      return clients.size;
    },

    async close() {
      unsubscribe();
      clearInterval(heartbeat);
      for (const client of clients) client.response.end();
      clients.clear();
      await chain;
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;
