import { type Lineup, type LineupPlayer, type LiveMatchUpdate, type MatchEvent, type MatchStats, liveMatchUpdateSchema } from '@club/api-client';
import { type ManualClock, createManualClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../app';
import type { Dialect } from '../../infra/db/database';
import { migrateToLatest } from '../../infra/db/migrate';
import type { DB } from '../../infra/db/schema';
import { applySeeds } from '../../infra/db/seeding';
import { type TestDatabase, createTestDatabase, testConfig } from '../../testing/databases';
import { identitySeed } from '../identity/seed';
import { baseUrlOf, eventually } from '../payments/testing';

/** A small world for the live tests: two clubs, one season, one friendly competition, matches with plans. */

const player = (side: 'home' | 'away', shirtNumber: number, name: string, position: LineupPlayer['position']): LineupPlayer => ({
  playerId: side === 'home' ? name.toLowerCase().replaceAll(' ', '-') : null,
  name,
  shirtNumber,
  position,
  captain: shirtNumber === 4,
});

function lineup(side: 'home' | 'away', names: string[]): Lineup {
  const positions: LineupPlayer['position'][] = ['Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward', 'Forward', 'Forward'];
  return {
    formation: '4-3-3',
    startingXI: positions.map((position, index) => player(side, index + 1, names[index] as string, position)),
    substitutes: [player(side, 12, names[11] as string, 'Midfielder'), player(side, 14, names[12] as string, 'Forward')],
  };
}

export const lineups = {
  home: lineup('home', ['Alex Keeper', 'Ben Back', 'Cal Stone', 'Dan Wall', 'Eli Fast', 'Finn Pass', 'Gus Engine', 'Hal Vision', 'Ike Wing', 'Sam Carter', 'Jon Pace', 'Kit Fresh', 'Lou Late']),
  away: lineup('away', ['Mo Gloves', 'Ned Rock', 'Oli Block', 'Pat Guard', 'Quin Run', 'Ray Motor', 'Sid Press', 'Tom Loop', 'Uma Flick', 'Vic Strike', 'Wes Dash', 'Xan Spare', 'Yan Bench']),
};

const home = (index: number) => lineups.home.startingXI[index] as LineupPlayer;
const away = (index: number) => lineups.away.startingXI[index] as LineupPlayer;

/** The planned timeline: 1–0 at 23', a booking, 1–1 at 45+1, a change, a penalty at 90+2 → 2–1. */
export const plannedEvents: MatchEvent[] = [
  { minute: 23, addedTime: null, type: 'goal', side: 'home', player: home(9), playerOff: null, assist: home(7) },
  { minute: 40, addedTime: null, type: 'yellow', side: 'away', player: away(3), playerOff: null, assist: null },
  { minute: 45, addedTime: 1, type: 'goal', side: 'away', player: away(9), playerOff: null, assist: null },
  { minute: 60, addedTime: null, type: 'substitution', side: 'home', player: lineups.home.substitutes[0] as LineupPlayer, playerOff: home(5), assist: null },
  { minute: 90, addedTime: 2, type: 'penalty', side: 'home', player: home(9), playerOff: null, assist: null },
];

export const finalStats: MatchStats = {
  possession: { home: 55, away: 45 },
  shots: { home: 14, away: 9 },
  shotsOnTarget: { home: 6, away: 3 },
  corners: { home: 7, away: 4 },
  fouls: { home: 10, away: 12 },
  offsides: { home: 2, away: 1 },
};

export async function insertWorld(db: Kysely<DB>): Promise<void> {
  await db.insertInto('season').values({ slug: '2026-27', year: 2026, name: '2026/27', is_current: 1 }).execute();
  await db
    .insertInto('club')
    .values([
      { slug: 'brackwater-blues', name: 'Brackwater Blues', short_name: 'Blues', crest_key: 'crest/brackwater-blues', stadium: 'The Quayside', is_club: 1 },
      { slug: 'lanmouth-athletic', name: 'Lanmouth Athletic', short_name: 'Lanmouth', crest_key: 'crest/lanmouth-athletic', stadium: 'Harbour Road', is_club: 0 },
    ])
    .execute();
  await db.insertInto('competition').values({ slug: 'friendly', name: 'Friendly', short_name: 'Friendly', kind: 'friendly', team_slug: 'first-team' }).execute();
}

/** A first-team match against Lanmouth with a plan; scheduled unless told otherwise. */
export async function insertPlannedMatch(
  db: Kysely<DB>,
  options: { id: number; kickOff: string; source?: 'simulation' | 'manual'; events?: MatchEvent[] },
): Promise<void> {
  await db
    .insertInto('match')
    .values({
      id: options.id,
      team_slug: 'first-team',
      season_slug: '2026-27',
      competition_slug: 'friendly',
      round: 'Friendly',
      home_club: 'brackwater-blues',
      away_club: 'lanmouth-athletic',
      venue: 'The Quayside',
      kick_off: options.kickOff,
      status: 'scheduled',
      home_score: null,
      away_score: null,
      report_slug: null,
      highlights_video_id: null,
    })
    .execute();
  await db
    .insertInto('match_plan')
    .values({
      match_id: options.id,
      lineups: JSON.stringify(lineups),
      events: JSON.stringify(options.events ?? plannedEvents),
      stats: JSON.stringify(finalStats),
      source: options.source ?? 'simulation',
    })
    .execute();
}

/** Match 1's kick-off in a live test's world (startLiveTestApp); match 2 kicks off a week later. */
export const liveKickOff = '2026-11-21T15:00:00.000Z';

export interface LiveTestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  /** Five minutes after `liveKickOff` at the start; it moves only when the test moves it. */
  clock: ManualClock;
  base: string;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

/**
 * The platform of a live test, listening on a free port: the small world above on a fresh database of
 * `dialect` with the demo accounts, match 1 planned at `liveKickOff` and match 2 a week later, the
 * simulation on but its timer too slow to matter (the test moves the clock and ticks by hand), one tick
 * made. A start that fails drops the database it made.
 */
export async function startLiveTestApp(dialect: Dialect): Promise<LiveTestApp> {
  const testDatabase = await createTestDatabase(dialect);
  try {
    const { db } = testDatabase.database;
    await migrateToLatest(db);
    await applySeeds(db, [identitySeed]);
    await insertWorld(db);
    await insertPlannedMatch(db, { id: 1, kickOff: liveKickOff });
    await insertPlannedMatch(db, { id: 2, kickOff: '2026-11-28T15:00:00.000Z' });
    const clock = createManualClock(Date.parse(liveKickOff) + 5 * 60_000);
    const app = await buildApp({ ...testConfig(testDatabase.location), demoLiveMatch: true }, { database: testDatabase.database, clock, liveTickMs: 3_600_000 });
    const close = async () => {
      await app.close();
      await testDatabase.drop();
    };
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await app.live.engine.tick();
    } catch (error) {
      await app.close();
      throw error;
    }
    return { app, testDatabase, clock, base: baseUrlOf(app), close };
  } catch (error) {
    await testDatabase.drop();
    throw error;
  }
}

/** A real HTTP client of the stream: reads frames as they arrive. */
export async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const updates: LiveMatchUpdate[] = [];
  let buffer = '';
  let comments = 0;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(':')) comments += 1;
        const data = /^event: match\ndata: (.*)$/s.exec(frame)?.[1];
        if (data) updates.push(liveMatchUpdateSchema.parse(JSON.parse(data)));
      }
    }
  })();
  return {
    response,
    updates,
    comments: () => comments,
    /** The first update after `from` that passes `check` (events arrive on their own time: a generous limit). */
    next: (check: (update: LiveMatchUpdate) => boolean, from = 0) =>
      eventually(async () => {
        const found = updates.slice(from).find(check);
        if (!found) throw new Error(`no such update among ${updates.length}`);
        return found;
      }, 10_000),
    async close() {
      controller.abort();
      await pump;
    },
  };
}
