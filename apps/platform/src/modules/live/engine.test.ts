import type { MatchEvent } from '@club/api-client';
import { type ManualClock, createManualClock } from '@club/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, createDatabase } from '../../infra/db/database';
import { migrateToLatest } from '../../infra/db/migrate';
import { type TestDatabase, createTestDatabase, testDialects } from '../../testing/databases';
import { fullTimeMs } from '../matches/match-clock';
import { createMatchesRepo } from '../matches/repo';
import { createMatchesService } from '../matches/service';
import { type MatchChanged, createMemoryBus } from './bus';
import { createLiveEngine } from './engine';
import { createLiveRepo } from './repo';
import { createLiveService } from './service';
import { finalStats, insertPlannedMatch, insertWorld, plannedEvents } from './testing';

const kickOff = '2026-11-21T15:00:00.000Z';
const kickOffMs = Date.parse(kickOff);
const minute = 60_000;

/** One platform instance's live machinery over a database handle, recording what it publishes. */
function instance(database: Database, clock: ManualClock) {
  const bus = createMemoryBus();
  const published: MatchChanged[] = [];
  bus.subscribe((change) => published.push(change));
  const matches = createMatchesService(createMatchesRepo(database.db), { clock });
  const repo = createLiveRepo(database.db);
  const service = createLiveService({ db: database.db, repo, matches, bus, clock });
  const engine = createLiveEngine({ repo, service, clock, tickMs: 3_600_000 });
  return { engine, matches, published };
}

describe.each(testDialects)('the live engine on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let clock: ManualClock;
  let live: ReturnType<typeof instance>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
    await insertWorld(testDatabase.database.db);
    await insertPlannedMatch(testDatabase.database.db, { id: 1, kickOff });
    clock = createManualClock(kickOffMs - minute);
    live = instance(testDatabase.database, clock);
  });

  afterAll(async () => {
    await testDatabase?.drop();
  });

  const at = async (ms: number) => {
    clock.set(ms);
    return live.engine.tick();
  };
  const centre = () => live.matches.match(1);

  it('should leave a match scheduled until its kick-off, then kick it off at 0–0 with the planned line-ups', async () => {
    expect(await at(kickOffMs - 1)).toBe(0);
    expect((await centre()).match.status).toBe('scheduled');

    expect(await at(kickOffMs)).toBe(1);
    const state = await centre();
    expect(state.match.status).toBe('live');
    expect(state.match.score).toEqual({ home: 0, away: 0 });
    expect(state.events).toEqual([]);
    expect(state.lineups?.home.startingXI).toHaveLength(11);
    expect(state.live).toMatchObject({ minute: 1, period: 'first-half', score: { home: 0, away: 0 } });
    expect(live.published.at(-1)).toEqual({ matchId: 1, announcement: 'Kick-off: Brackwater Blues v Lanmouth Athletic' });
  });

  it('should record a planned event exactly when the clock reaches its minute, not before, and only once', async () => {
    expect(await at(kickOffMs + 22 * minute - 1)).toBe(1); // the minute ticks on to 22
    expect((await centre()).events).toEqual([]);
    expect(live.published.at(-1)?.announcement).toBeNull();

    expect(await at(kickOffMs + 22 * minute)).toBe(1);
    const state = await centre();
    expect(state.events).toEqual([plannedEvents[0]]);
    expect(state.match.score).toEqual({ home: 1, away: 0 });
    expect(state.live).toMatchObject({ minute: 23, score: { home: 1, away: 0 } });
    expect(live.published.at(-1)?.announcement).toBe(
      'Goal for Brackwater Blues: Sam Carter, 23rd minute. Brackwater Blues 1, Lanmouth Athletic 0',
    );

    expect(await live.engine.tick()).toBe(0);
    expect((await centre()).events).toHaveLength(1);
  });

  it('should play on through added time to half-time, in order, the score always the goals so far', async () => {
    await at(kickOffMs + 45 * minute + 30_000);
    const addedTime = await centre();
    expect(addedTime.live).toEqual(expect.objectContaining({ minute: 45, addedTime: 1, period: 'first-half' }));
    expect(addedTime.events.map((event) => event.type)).toEqual(['goal', 'yellow', 'goal']);
    expect(addedTime.match.score).toEqual({ home: 1, away: 1 });

    const before = live.published.length;
    await at(kickOffMs + 46 * minute);
    const halfTime = await centre();
    expect(halfTime.live).toMatchObject({ period: 'half-time', minute: 45 });
    expect(live.published.slice(before).map((change) => change.announcement)).toEqual([
      'Half-time: Brackwater Blues 1, Lanmouth Athletic 1',
    ]);
  });

  it('should start the second half, then catch up on everything due at once in match order', async () => {
    const before = live.published.length;
    await at(kickOffMs + 107 * minute); // 90+2 is due at +107
    const state = await centre();
    expect(state.live).toMatchObject({ period: 'second-half', minute: 90, addedTime: 2 });
    expect(state.events).toEqual(plannedEvents);
    expect(state.match.score).toEqual({ home: 2, away: 1 });
    expect(live.published.slice(before).map((change) => change.announcement)).toEqual([
      'Second half under way',
      'Substitution for Brackwater Blues, 60th minute: Kit Fresh comes on for Finn Pass',
      'Goal for Brackwater Blues: Sam Carter scores a penalty, minute 90+2. Brackwater Blues 2, Lanmouth Athletic 1',
    ]);
  });

  it('should end the match at full time: a result with the final stats, its highlights and replay in Club TV', async () => {
    expect(await at(fullTimeMs(kickOffMs) - 1)).toBe(1);
    expect((await centre()).match.status).toBe('live');

    await at(fullTimeMs(kickOffMs));
    const state = await centre();
    expect(state.match).toMatchObject({ status: 'finished', score: { home: 2, away: 1 }, result: 'W', reportSlug: null });
    expect(state.live).toBeNull();
    expect(state.stats).toEqual(finalStats);
    expect(state.match.highlightsVideoId).toBe('highlights-2026-11-21-lanmouth-athletic');
    expect(live.published.at(-1)?.announcement).toBe('Full time: Brackwater Blues 2, Lanmouth Athletic 1');

    const items = await testDatabase.database.db.selectFrom('video_item').selectAll().orderBy('release_from').execute();
    const highlights = items.find((item) => item.entry_id === state.match.highlightsVideoId);
    expect(highlights?.title).toBe('Highlights: Blues 2-1 Lanmouth Athletic');
    expect(highlights?.release_from).toBe(new Date(fullTimeMs(kickOffMs) + 10 * minute).toISOString());
    // The streamer FAQ: the full replay from about noon UK time the day after (GMT in November).
    expect(items.find((item) => item.entry_id === 'replay-2026-11-21-lanmouth-athletic')?.release_from).toBe('2026-11-22T12:00:00.000Z');

    expect(await at(fullTimeMs(kickOffMs) + 60 * minute)).toBe(0);
  });
});

describe.each(testDialects)('two live engines on one $dialect database', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let second: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
    await insertWorld(testDatabase.database.db);
    for (let id = 1; id <= 3; id++) await insertPlannedMatch(testDatabase.database.db, { id, kickOff });
    // Postgres: a second pool, as another instance would have. SQLite: one connection (better-sqlite3 blocks
    // the process while it waits for a lock, so a second connection here would wait on itself); the two
    // engines' reads still interleave, so both compute each change and only the conditional update decides.
    second = dialect === 'postgres' ? createDatabase(testDatabase.location) : testDatabase.database;
  });

  afterAll(async () => {
    if (second !== testDatabase?.database) await second?.close();
    await testDatabase?.drop();
  });

  it('should never record an event twice, whichever instance wins each change', async () => {
    const clock = createManualClock(kickOffMs);
    const a = instance(testDatabase.database, clock);
    const b = instance(second, clock);
    // Minute by minute through the whole match, both instances ticking at once.
    for (let ms = kickOffMs; ms <= fullTimeMs(kickOffMs); ms += 30_000) {
      clock.set(ms);
      await Promise.all([a.engine.tick(), b.engine.tick()]);
    }
    for (let id = 1; id <= 3; id++) {
      const state = await a.matches.match(id);
      expect(state.events).toEqual(plannedEvents);
      expect(state.match).toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });
    }
    const announced = [...a.published, ...b.published].map((change) => `${change.matchId} ${change.announcement}`);
    const goals = announced.filter((text) => text.includes('Goal for'));
    expect(goals).toHaveLength(3 * 3);
    expect(new Set(goals).size).toBe(goals.length);
    expect(announced.filter((text) => text.includes('Kick-off'))).toHaveLength(3);
    expect(announced.filter((text) => text.includes('Full time'))).toHaveLength(3);
  });

  it('should let a person take a match over: the simulation adds no more events, the clock still runs', async () => {
    const db = testDatabase.database.db;
    await insertPlannedMatch(db, { id: 4, kickOff, source: 'manual' });
    const clock = createManualClock(kickOffMs + 30 * minute);
    const a = instance(testDatabase.database, clock);
    await a.engine.tick();
    const state = await a.matches.match(4);
    expect(state.match.status).toBe('live');
    expect(state.events satisfies MatchEvent[]).toEqual([]);
    expect(state.live).toMatchObject({ minute: 31, period: 'first-half' });
  });
});
