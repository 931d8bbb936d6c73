import { matchResponseSchema } from '@club/api-client';
import type { ManualClock } from '@club/clock';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { api, eventually, signIn } from '../payments/testing';
import { lineups, liveKickOff, openStream, startLiveTestApp } from './testing';

const kickOffMs = Date.parse(liveKickOff);
const minute = 60_000;

describe.each(testDialects)('live routes on $dialect', ({ dialect }) => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let base: string;

  beforeAll(async () => {
    const started = await startLiveTestApp(dialect);
    ({ app, clock, base } = started);
    return started.close;
  });

  it('should send the snapshot at once, then each change, over server-sent events', async () => {
    const stream = await openStream(`${base}/api/matches/live`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');

      const snapshot = await stream.next((update) => update.match.id === 1);
      expect(snapshot).toMatchObject({ live: { minute: 6, period: 'first-half', score: { home: 0, away: 0 } }, events: [], announcement: null });
      // Scheduled for next week: not in the snapshot.
      expect(stream.updates.some((update) => update.match.id === 2)).toBe(false);

      const seen = stream.updates.length;
      clock.set(kickOffMs + 22 * minute);
      await app.live.engine.tick();
      const goal = await stream.next((update) => update.events.length === 1, seen);
      expect(goal.announcement).toBe('Goal for Brackwater Blues: Sam Carter, 23rd minute. Brackwater Blues 1, Lanmouth Athletic 0');
      expect(goal.match.score).toEqual({ home: 1, away: 0 });

      const centre = matchResponseSchema.parse((await api(base, 'GET', '/api/matches/1')).body).data;
      expect({ match: centre.match, live: centre.live, events: centre.events }).toEqual({ match: goal.match, live: goal.live, events: goal.events });
    } finally {
      await stream.close();
    }
  });

  it('should forget a client when it goes away: no listener is left behind', async () => {
    // The previous test's client is gone too, once its socket's close reaches the server.
    await eventually(async () => expect(app.live.stream.size).toBe(0));
    const before = 0;
    const streams = await Promise.all([1, 2, 3].map(() => openStream(`${base}/api/matches/live?matchId=1`)));
    await Promise.all(streams.map((stream) => stream.next((update) => update.match.id === 1)));
    expect(app.live.stream.size).toBe(before + 3);
    await Promise.all(streams.map((stream) => stream.close()));
    await eventually(async () => expect(app.live.stream.size).toBe(before));
  });

  it('should send one match only with matchId, whatever its state, and 404 an unknown match', async () => {
    const stream = await openStream(`${base}/api/matches/live?matchId=2`);
    try {
      const update = await stream.next(() => true);
      expect(update.match).toMatchObject({ id: 2, status: 'scheduled' });
      expect(update.live).toBeNull();
    } finally {
      await stream.close();
    }
    expect((await api(base, 'GET', '/api/matches/live?matchId=999')).status).toBe(404);
  });

  describe('POST /api/studio/matches/:matchId/events', () => {
    const goal = (player = lineups.away.startingXI[10]) => ({
      minute: 30,
      addedTime: null,
      type: 'goal',
      side: 'away',
      player,
      playerOff: null,
      assist: null,
    });

    it('should refuse a visitor (401) and a fan (403) with a plain sentence', async () => {
      const signedOut = await api(base, 'POST', '/api/studio/matches/1/events', { body: goal() });
      expect(signedOut.status).toBe(401);
      const fan = await api(base, 'POST', '/api/studio/matches/1/events', { body: goal(), cookie: await signIn(base, 'fan@example.com') });
      expect(fan.status).toBe(403);
      expect(fan.body.message).toBe('Only match-day staff can record match events.');
    });

    it("should refuse a match that is not live (409) and a player outside that side's line-up (400)", async () => {
      const cookie = await signIn(base, 'matchday@example.com');
      const notLive = await api(base, 'POST', '/api/studio/matches/2/events', { body: goal(), cookie });
      expect(notLive.status).toBe(409);
      expect(notLive.body.message).toBe('This match is not live');
      const wrongSide = await api(base, 'POST', '/api/studio/matches/1/events', { body: goal(lineups.home.startingXI[9]), cookie });
      expect(wrongSide.status).toBe(400);
      expect(wrongSide.body.message).toMatch(/not in that side's line-up/);
    });

    it('should record a goal by staff, push it to the stream, show it on the match centre, and stop the simulation', async () => {
      const stream = await openStream(`${base}/api/matches/live?matchId=1`);
      try {
        await stream.next(() => true);
        const seen = stream.updates.length;
        clock.set(kickOffMs + 30 * minute);
        const cookie = await signIn(base, 'matchday@example.com');
        const recorded = await api(base, 'POST', '/api/studio/matches/1/events', { body: goal(), cookie });
        expect(recorded.status).toBe(200);
        expect(recorded.body.data.match.score).toEqual({ home: 1, away: 1 });

        const pushed = await stream.next((update) => update.events.length === 2, seen);
        expect(pushed.announcement).toBe('Goal for Lanmouth Athletic: Wes Dash, 30th minute. Brackwater Blues 1, Lanmouth Athletic 1');
        const centre = matchResponseSchema.parse((await api(base, 'GET', '/api/matches/1')).body).data;
        expect(centre.events.at(-1)).toMatchObject({ minute: 30, type: 'goal', side: 'away', player: { name: 'Wes Dash' } });
        expect(centre.match.score).toEqual({ home: 1, away: 1 });

        // The match is manual now: the planned 45+1 goal never comes, though the clock runs on.
        clock.set(kickOffMs + 45 * minute + 30_000);
        await app.live.engine.tick();
        const later = matchResponseSchema.parse((await api(base, 'GET', '/api/matches/1')).body).data;
        expect(later.events).toHaveLength(2);
        expect(later.live).toMatchObject({ minute: 45, addedTime: 1 });
      } finally {
        await stream.close();
      }
    });
  });

  it('should be in the OpenAPI document', async () => {
    const document = (await api(base, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, { operationId?: string }>> };
    expect(document.paths['/api/matches/live']?.get?.operationId).toBe('streamLiveMatches');
    expect(document.paths['/api/studio/matches/{matchId}/events']?.post?.operationId).toBe('recordMatchEvent');
  });
});
