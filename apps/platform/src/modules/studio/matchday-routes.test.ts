import {
  type LiveMatchUpdate,
  matchResponseSchema,
  studioConsoleMatchResponseSchema,
  studioConsoleMatchesResponseSchema,
  studioFixtureResponseSchema,
  studioFixturesResponseSchema,
  studioMatchdayOptionsResponseSchema,
  tableResponseSchema,
} from '@club/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { insertPlannedMatch, lineups } from '../live/testing';
import { api, signIn } from '../payments/testing';
import { type Who, matchDayDeskApp } from './testing';

const kickOff = '2026-11-21T15:00:00.000Z';
const kickOffMs = Date.parse(kickOff);
const minute = 60_000;

const goal = (player = lineups.home.startingXI[9]) => ({
  minute: 6,
  addedTime: null,
  type: 'goal',
  side: 'home',
  player,
  playerOff: null,
  assist: lineups.home.startingXI[7],
});

describe.each(testDialects)('the match-day desk on $dialect', ({ dialect }) => {
  const t = matchDayDeskApp(dialect, kickOffMs + 5 * minute, async (db) => {
    // A league of the first team, with both clubs in it, for the table a result moves.
    await db.insertInto('competition').values({ slug: 'county-league', name: 'County League', short_name: 'League', kind: 'league', team_slug: 'first-team' }).execute();
    await db
      .insertInto('competition_member')
      .values([
        { competition_slug: 'county-league', season_slug: '2026-27', club_slug: 'brackwater-blues' },
        { competition_slug: 'county-league', season_slug: '2026-27', club_slug: 'lanmouth-athletic' },
      ])
      .execute();
    await insertPlannedMatch(db, { id: 1, kickOff });
    // Tonight, and next week.
    await insertPlannedMatch(db, { id: 2, kickOff: '2026-11-21T19:45:00.000Z' });
    await insertPlannedMatch(db, { id: 3, kickOff: '2026-11-28T15:00:00.000Z' });
  });

  /** A studio call as the studio's pages make it: from the studio's origin, with a staff cookie. */
  const studio = (method: string, path: string, who: Who | undefined, body?: unknown) => t.call(method, `/api/studio${path}`, who, body);
  const auditOf = async (matchId: number) =>
    (
      await t.testDatabase.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'before_json', 'after_json'])
        .where('entity', '=', 'match')
        .where('entity_id', '=', String(matchId))
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, before: JSON.parse(row.before_json ?? 'null') as unknown, after: JSON.parse(row.after_json ?? 'null') as unknown }));

  /** Moves the clock; the access cookie lives 15 minutes of it, so staff sign in again. */
  const setClock = async (ms: number) => {
    t.clock.set(ms);
    for (const who of ['editor', 'matchday', 'admin', 'fan'] as const) t.cookies[who] = await signIn(t.base, `${who}@example.com`);
  };

  beforeAll(async () => {
    await t.app.live.engine.tick();
  });

  describe('given who is asking', () => {
    it('should answer a visitor 401, and a fan and an editor 403, on every console and fixtures route', async () => {
      const routes: [string, string, unknown?][] = [
        ['GET', '/matchday/console'],
        ['GET', '/matchday/matches/1'],
        ['GET', '/matchday/fixtures'],
        ['POST', '/matchday/fixtures/3/postpone', {}],
        ['POST', '/matches/1/whistles', { kind: 'half-time' }],
        ['POST', '/matches/1/events/remove', { index: 0, event: goal() }],
      ];
      for (const [method, path, body] of routes) {
        expect((await studio(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
        expect((await studio(method, path, 'fan', body)).status, `${method} ${path}`).toBe(403);
        const editor = await studio(method, path, 'editor', body);
        expect(editor.status, `${method} ${path}`).toBe(403);
        expect(editor.body.message).toMatch(/match-day staff|not part of your staff role/);
      }
      expect((await studio('GET', '/matchday/console', 'admin')).status).toBe(200);
    });

    it('should refuse a console change sent from a page outside the club’s sites', async () => {
      const answer = await api(t.base, 'POST', '/api/studio/matches/1/whistles', {
        cookie: t.cookies.matchday,
        body: { kind: 'half-time' },
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('crossSite');
    });
  });

  describe('the live console', () => {
    it('should list the live match first, then today’s and the next ones', async () => {
      const answer = await studio('GET', '/matchday/console', 'matchday');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const ids = studioConsoleMatchesResponseSchema.parse(answer.body).data.map((match) => [match.id, match.status]);
      expect(ids).toEqual([
        [1, 'live'],
        [2, 'scheduled'],
        [3, 'scheduled'],
      ]);
      const one = studioConsoleMatchResponseSchema.parse((await studio('GET', '/matchday/matches/1', 'matchday')).body).data;
      expect(one).toMatchObject({ source: 'simulation', live: { minute: 6, period: 'first-half' } });
      expect(one.lineups?.home.startingXI).toHaveLength(11);
      expect((await studio('GET', '/matchday/matches/999', 'matchday')).status).toBe(404);
    });

    it('should record a goal with an audit row, and take it back: the wrong event 409s and removes nothing', async () => {
      const recorded = await studio('POST', '/matches/1/events', 'matchday', goal());
      expect(recorded.status, recorded.text).toBe(200);
      expect(recorded.body.data.match.score).toEqual({ home: 1, away: 0 });

      const stale = await studio('POST', '/matches/1/events/remove', 'matchday', { index: 0, event: { ...goal(), minute: 7 } });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe('That event has already been changed or removed. The list now shows the match as it is.');
      expect((await studio('POST', '/matches/1/events/remove', 'matchday', { index: 5, event: goal() })).status).toBe(409);
      expect((await studio('POST', '/matches/1/events/remove', 'matchday', { index: -1, event: goal() })).status).toBe(400);

      const removed = await studio('POST', '/matches/1/events/remove', 'matchday', { index: 0, event: goal() });
      expect(removed.status, removed.text).toBe(200);
      const update = removed.body.data as LiveMatchUpdate;
      expect(update.events).toEqual([]);
      expect(update.match.score).toEqual({ home: 0, away: 0 });
      expect(update.announcement).toBe('Correction: the goal by Sam Carter, 6th minute, has been removed. Brackwater Blues 0, Lanmouth Athletic 0');
      const centre = matchResponseSchema.parse((await t.read('/api/matches/1')).body).data;
      expect(centre.match.score).toEqual({ home: 0, away: 0 });

      const rows = await auditOf(1);
      expect(rows.map((row) => [row.action, row.actor_email])).toEqual([
        ['match.event.record', 'matchday@example.com'],
        ['match.event.remove', 'matchday@example.com'],
      ]);
      expect(rows[0]?.after).toMatchObject({ score: { home: 1, away: 0 }, events: [{ type: 'goal', player: { name: 'Sam Carter' } }] });
      expect(rows[1]?.before).toMatchObject({ score: { home: 1, away: 0 } });
      expect(rows[1]?.after).toEqual({ score: { home: 0, away: 0 }, events: [] });
      // Taken back, the simulation does not play its own events into the match again.
      await setClock(kickOffMs + 30 * minute);
      await t.app.live.engine.tick();
      expect(matchResponseSchema.parse((await t.read('/api/matches/1')).body).data.events).toEqual([]);
    });

    it('should blow half-time, the second half and full time in order, each audited, and refuse one out of turn (409)', async () => {
      const early = await studio('POST', '/matches/1/whistles', 'matchday', { kind: 'second-half' });
      expect(early.status).toBe(409);
      expect((await studio('POST', '/matches/1/whistles', 'matchday', { kind: 'extra-time' })).status).toBe(400);

      // At the clock's 31st minute the referee blows for half-time: the match clock agrees from now on.
      const halfTime = await studio('POST', '/matches/1/whistles', 'matchday', { kind: 'half-time' });
      expect(halfTime.status, halfTime.text).toBe(200);
      expect(halfTime.body.data.live).toMatchObject({ period: 'half-time', minute: 45 });
      expect(halfTime.body.data.announcement).toBe('Half-time: Brackwater Blues 0, Lanmouth Athletic 0');
      await setClock(kickOffMs + 40 * minute);
      await t.app.live.engine.tick();
      expect(matchResponseSchema.parse((await t.read('/api/matches/1')).body).data.live).toMatchObject({ period: 'half-time' });

      const second = await studio('POST', '/matches/1/whistles', 'matchday', { kind: 'second-half' });
      expect(second.status, second.text).toBe(200);
      expect(second.body.data.live).toMatchObject({ period: 'second-half', minute: 46 });
      await setClock(kickOffMs + 45 * minute);
      await t.app.live.engine.tick();
      expect(matchResponseSchema.parse((await t.read('/api/matches/1')).body).data.live).toMatchObject({ period: 'second-half', minute: 51 });

      const fullTime = await studio('POST', '/matches/1/whistles', 'matchday', { kind: 'full-time' });
      expect(fullTime.status, fullTime.text).toBe(200);
      expect(fullTime.body.data.match).toMatchObject({ status: 'finished', score: { home: 0, away: 0 }, result: 'D' });
      expect(fullTime.body.data.live).toBeNull();
      expect((await studio('POST', '/matches/1/events', 'matchday', goal())).status).toBe(409);

      const whistles = (await auditOf(1)).filter((row) => row.action.startsWith('match.') && !row.action.startsWith('match.event'));
      expect(whistles.map((row) => [row.action, row.before, row.after])).toEqual([
        ['match.half-time', { status: 'live', period: 'first-half' }, { status: 'live', period: 'half-time' }],
        ['match.second-half', { status: 'live', period: 'half-time' }, { status: 'live', period: 'second-half' }],
        ['match.full-time', { status: 'live', period: 'second-half' }, { status: 'finished', period: null }],
      ]);
    });

    it('should kick off a match due today, and refuse next week’s', async () => {
      const nextWeek = await studio('POST', '/matches/3/whistles', 'matchday', { kind: 'kick-off' });
      expect(nextWeek.status).toBe(409);
      expect(nextWeek.body.message).toBe('Only a match due to kick off today can be kicked off.');

      // Tonight's match kicks off early, at 16:00: the clock counts from the whistle, not the fixture's time.
      await setClock(kickOffMs + 60 * minute);
      const started = await studio('POST', '/matches/2/whistles', 'matchday', { kind: 'kick-off' });
      expect(started.status, started.text).toBe(200);
      expect(started.body.data.match).toMatchObject({ status: 'live', score: { home: 0, away: 0 }, kickOff: '2026-11-21T19:45:00.000Z' });
      expect(started.body.data.live).toMatchObject({ minute: 1, period: 'first-half' });
      expect((await studio('POST', '/matches/2/whistles', 'matchday', { kind: 'kick-off' })).status).toBe(409);
      await setClock(kickOffMs + 72 * minute);
      await t.app.live.engine.tick();
      expect(matchResponseSchema.parse((await t.read('/api/matches/2')).body).data.live).toMatchObject({ minute: 13 });
      // Manual from the whistle: the simulation's 23rd-minute goal never comes.
      await setClock(kickOffMs + 90 * minute);
      await t.app.live.engine.tick();
      expect(matchResponseSchema.parse((await t.read('/api/matches/2')).body).data.events).toEqual([]);
    });
  });

  describe('fixtures and results', () => {
    const fixture = (overrides: Record<string, unknown> = {}) => ({
      team: 'first-team',
      season: '2026-27',
      competition: 'county-league',
      round: 'Matchday 9',
      opponent: 'lanmouth-athletic',
      homeAway: 'away',
      venue: 'Harbour Road',
      kickOffLocal: '2026-12-12T15:00',
      ...overrides,
    });

    it('should give the form its choices', async () => {
      const options = studioMatchdayOptionsResponseSchema.parse((await studio('GET', '/matchday/options', 'matchday')).body).data;
      expect(options.teams.map((team) => team.slug)).toContain('first-team');
      expect(options.clubs.map((club) => club.slug)).toEqual(['lanmouth-athletic']);
      expect(options.competitions.map((c) => [c.slug, c.team])).toContainEqual(['county-league', 'first-team']);
    });

    it('should create a fixture at a London time (GMT in winter, BST in summer), audited', async () => {
      const winter = await studio('POST', '/matchday/fixtures', 'matchday', fixture());
      expect(winter.status, winter.text).toBe(201);
      const created = studioFixtureResponseSchema.parse(winter.body).data;
      expect(created).toMatchObject({
        kickOff: '2026-12-12T15:00:00.000Z',
        kickOffLocal: { date: '2026-12-12', time: '15:00' },
        status: 'scheduled',
        homeAway: 'away',
        home: { slug: 'lanmouth-athletic' },
        away: { slug: 'brackwater-blues' },
      });
      const summer = await studio('POST', '/matchday/fixtures', 'matchday', fixture({ kickOffLocal: '2027-04-10T15:00' }));
      expect(summer.body.data.kickOff).toBe('2027-04-10T14:00:00.000Z');
      expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['fixture.create']);
      // The public fixtures list has it.
      const publicList = (await t.read('/api/matches?team=first-team&season=2026-27')).body as { data: { id: number }[] };
      expect(publicList.data.map((match) => match.id)).toContain(created.id);
    });

    it('should refuse a fixture the form would refuse, in words (400)', async () => {
      const blank = await studio('POST', '/matchday/fixtures', 'matchday', fixture({ round: ' ', kickOffLocal: 'Saturday' }));
      expect(blank.status).toBe(400);
      expect(JSON.stringify(blank.body.details)).toMatch(/Give the round/);
      const wrongTeam = await studio('POST', '/matchday/fixtures', 'matchday', fixture({ team: 'women' }));
      expect(wrongTeam.status).toBe(400);
      expect(wrongTeam.body.message).toBe('County League is not a competition of that team.');
      const ourselves = await studio('POST', '/matchday/fixtures', 'matchday', fixture({ opponent: 'brackwater-blues' }));
      expect(ourselves.status).toBe(400);
      expect((await studio('POST', '/matchday/fixtures', 'matchday', { ...fixture(), extra: 1, kickOffLocal: '2026-02-30T15:00' })).status).toBe(400);
    });

    it('should list fixtures a page at a time, narrowed by team and status', async () => {
      const all = studioFixturesResponseSchema.parse((await studio('GET', '/matchday/fixtures?team=first-team', 'matchday')).body);
      expect(all.total).toBe(all.items.length);
      expect(all.items.map((match) => match.kickOff)).toEqual([...all.items.map((match) => match.kickOff)].sort());
      const finished = studioFixturesResponseSchema.parse((await studio('GET', '/matchday/fixtures?status=finished', 'matchday')).body);
      expect(finished.items.map((match) => match.id)).toEqual([1]);
      const beyond = studioFixturesResponseSchema.parse((await studio('GET', '/matchday/fixtures?page=9', 'matchday')).body);
      expect(beyond).toMatchObject({ items: [], page: 9, pageSize: 20, total: all.total });
      expect((await studio('GET', '/matchday/fixtures?page=0', 'matchday')).status).toBe(400);
    });

    it('should postpone, reschedule, and refuse each where it does not apply (409)', async () => {
      const { data: created } = studioFixtureResponseSchema.parse((await studio('POST', '/matchday/fixtures', 'matchday', fixture())).body);
      const postponed = await studio('POST', `/matchday/fixtures/${created.id}/postpone`, 'matchday', {});
      expect(postponed.status, postponed.text).toBe(200);
      expect(postponed.body.data.status).toBe('postponed');
      expect((await studio('POST', `/matchday/fixtures/${created.id}/postpone`, 'matchday', {})).status).toBe(409);

      const moved = await studio('POST', `/matchday/fixtures/${created.id}/reschedule`, 'matchday', { kickOffLocal: '2027-01-05T19:45' });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.data).toMatchObject({ status: 'scheduled', kickOff: '2027-01-05T19:45:00.000Z' });
      expect((await studio('POST', '/matchday/fixtures/1/reschedule', 'matchday', { kickOffLocal: '2027-01-05T19:45' })).status).toBe(409);
      expect((await studio('POST', '/matchday/fixtures/2/postpone', 'matchday', {})).status).toBe(409);
      expect((await studio('POST', '/matchday/fixtures/999/postpone', 'matchday', {})).status).toBe(404);

      const rows = await auditOf(created.id);
      expect(rows.map((row) => row.action)).toEqual(['fixture.create', 'fixture.postpone', 'fixture.reschedule']);
      expect(rows[2]).toMatchObject({
        before: { status: 'postponed', kickOff: '2026-12-12T15:00:00.000Z' },
        after: { status: 'scheduled', kickOff: '2027-01-05T19:45:00.000Z' },
      });
    });

    it('should enter the result of a played match, which the league table counts at once', async () => {
      const table = async () => tableResponseSchema.parse((await t.read('/api/matches/tables?competition=county-league')).body).data.rows;
      expect((await table()).map((row) => row.played)).toEqual([0, 0]);

      // Played last week, never recorded live.
      const { data: played } = studioFixtureResponseSchema.parse(
        (await studio('POST', '/matchday/fixtures', 'matchday', fixture({ kickOffLocal: '2026-11-14T15:00', homeAway: 'home' }))).body,
      );
      const entered = await studio('POST', `/matchday/fixtures/${played.id}/result`, 'matchday', { home: 3, away: 1 });
      expect(entered.status, entered.text).toBe(200);
      expect(entered.body.data).toMatchObject({ status: 'finished', score: { home: 3, away: 1 }, result: 'W' });
      const rows = await table();
      expect(rows[0]).toMatchObject({ team: { slug: 'brackwater-blues' }, played: 1, won: 1, goalsFor: 3, goalsAgainst: 1, points: 3 });
      expect(rows[1]).toMatchObject({ team: { slug: 'lanmouth-athletic' }, played: 1, lost: 1, points: 0 });

      // A correction of the score moves it again; the audit row keeps both.
      await studio('POST', `/matchday/fixtures/${played.id}/result`, 'matchday', { home: 1, away: 1 });
      expect((await table()).map((row) => row.points)).toEqual([1, 1]);
      expect((await auditOf(played.id)).at(-1)).toMatchObject({ before: { score: { home: 3, away: 1 } }, after: { score: { home: 1, away: 1 } } });

      const future = await studio('POST', '/matchday/fixtures/3/result', 'matchday', { home: 1, away: 0 });
      expect(future.status).toBe(409);
      expect(future.body.message).toBe('A result can be entered once the match has kicked off.');
      expect((await studio('POST', '/matchday/fixtures/2/result', 'matchday', { home: 1, away: 0 })).status).toBe(409);
      expect((await studio('POST', `/matchday/fixtures/${played.id}/result`, 'matchday', { home: -1, away: 0 })).status).toBe(400);
    });
  });
});
