import { type MatchEvent, momentOnStreamMs } from '@club/api-client';
import { type ManualClock, createManualClock } from '@club/clock';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../infra/db/migrate';
import { type TestDatabase, createTestDatabase, testDialects } from '../../testing/databases';
import { createMatchesRepo } from '../matches/repo';
import { createMatchesService } from '../matches/service';
import { createMemoryBus } from './bus';
import { createLiveRepo } from './repo';
import { createLiveService } from './service';
import { insertPlannedMatch, insertWorld, plannedEvents } from './testing';

const actor = { sub: 'matchday-test', email: 'matchday@example.com' };
const at = (hhmm: string) => Date.parse(`2026-11-21T${hhmm}:00.000Z`);
/** The live video's clock (real time) is a week on from the match clock's day, as on a demo run. */
const streamAheadMs = 7 * 24 * 3_600_000;

// Issue 31, every moment a tap away: Watch seeks the live video to a moment by the live state the match
// centre is given (api-client's momentOnStreamMs). Staff's whistles retime the match clock from then on,
// so a moment is where it was scored on the stream only if the live state names the clock of its half.
describe.each(testDialects)('where the live state puts each moment on the live video, on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;

  afterEach(async () => {
    await testDatabase?.drop();
  });

  async function liveMatch(clock: ManualClock) {
    testDatabase = await createTestDatabase(dialect);
    const { db } = testDatabase.database;
    await migrateToLatest(db);
    await insertWorld(db);
    await insertPlannedMatch(db, { id: 1, kickOff: '2026-11-21T15:00:00.000Z', events: [] });
    const matches = createMatchesService(createMatchesRepo(db), { clock, streamClock: () => new Date(clock.nowMs() + streamAheadMs) });
    const service = createLiveService({ db, repo: createLiveRepo(db), matches, bus: createMemoryBus(), clock });
    const goal = async (minute: number) => {
      await service.recordEvent(1, { ...(plannedEvents[0] as MatchEvent), minute, addedTime: null }, actor);
      const { events } = await matches.match(1);
      return events.find((event) => event.minute === minute) as MatchEvent;
    };
    return { matches, service, goal };
  }

  it('should put a first-half goal where it was scored after staff retimed the clock at half-time and at the second half', async () => {
    const clock = createManualClock(at('15:02'));
    const { matches, service, goal } = await liveMatch(clock);

    // Kick-off two minutes late (the clock counts from 15:02): the goal of 10' is scored at 15:11.
    await service.whistle(1, 'kick-off', actor);
    clock.set(at('15:11'));
    const first = await goal(10);
    expect(momentOnStreamMs((await matches.match(1)).live ?? {}, first)).toBe(at('15:11') + streamAheadMs);

    // Half-time blown at 15:50 (the clock now has 45' beginning at 15:04): the goal has not moved.
    clock.set(at('15:50'));
    await service.whistle(1, 'half-time', actor);
    const atHalfTime = (await matches.match(1)).live;
    expect(atHalfTime?.period).toBe('half-time');
    expect(momentOnStreamMs(atHalfTime ?? {}, first)).toBe(at('15:11') + streamAheadMs);

    // The second half at 16:10 (46' at 16:10), a goal of 50' at 16:14: each where it was scored.
    clock.set(at('16:10'));
    await service.whistle(1, 'second-half', actor);
    clock.set(at('16:14'));
    const second = await goal(50);
    const live = (await matches.match(1)).live;
    expect(live?.firstHalfStreamKickOff).toBe(new Date(at('15:02') + streamAheadMs).toISOString());
    expect(live?.streamKickOff).toBe(new Date(at('15:09') + streamAheadMs).toISOString());
    expect(momentOnStreamMs(live ?? {}, first)).toBe(at('15:11') + streamAheadMs);
    expect(momentOnStreamMs(live ?? {}, second)).toBe(at('16:14') + streamAheadMs);
  });

  it('should put every moment by one kick-off when staff blew no half-time', async () => {
    const clock = createManualClock(at('15:02'));
    const { matches, service, goal } = await liveMatch(clock);

    await service.whistle(1, 'kick-off', actor);
    clock.set(at('15:11'));
    const first = await goal(10);
    const live = (await matches.match(1)).live;
    expect(live?.firstHalfStreamKickOff).toBe(live?.streamKickOff);
    expect(momentOnStreamMs(live ?? {}, first)).toBe(at('15:11') + streamAheadMs);
  });
});
