import {
  type Match,
  type MatchCentre,
  apiErrorSchema,
  matchResponseSchema,
  matchesResponseSchema,
  nextLastResponseSchema,
  playerResponseSchema,
  seasonsResponseSchema,
  tableResponseSchema,
} from '@club/api-client';
import { systemTime } from '@club/clock';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/clock';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';
import { squads } from '../teams/content';

const goalTypes = new Set(['goal', 'own-goal', 'penalty']);

describe.each(testDialects)('matches routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect);

  const list = async (query: string): Promise<Match[]> => {
    const response = await platform.app.inject({ method: 'GET', url: `/api/matches?${query}` });
    expect(response.statusCode).toBe(200);
    return matchesResponseSchema.parse(response.json()).data;
  };
  const centre = async (id: number): Promise<MatchCentre> => {
    const response = await platform.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(response.statusCode).toBe(200);
    return matchResponseSchema.parse(response.json()).data;
  };
  const expect400 = async (url: string, path: string) => {
    const response = await platform.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.details?.map((detail) => detail.path)).toContain(path);
    return body;
  };

  describe('GET /api/matches/seasons', () => {
    it('should answer both seasons of the world, newest first, the one of the pinned today current', async () => {
      const response = await platform.app.inject('/api/matches/seasons');

      expect(response.statusCode).toBe(200);
      expect(seasonsResponseSchema.parse(response.json()).data).toEqual([
        { year: 2026, slug: '2026-27', name: '2026/27', current: true },
        { year: 2025, slug: '2025-26', name: '2025/26', current: false },
      ]);
    });
  });

  describe('GET /api/matches', () => {
    it("should answer a team's matches of a season in kick-off order", async () => {
      const matches = await list('team=first-team&season=2025-26');

      expect(matches.length).toBeGreaterThan(38);
      expect(matches.every((match) => match.team === 'first-team' && match.season === '2025-26')).toBe(true);
      const kickOffs = matches.map((match) => match.kickOff);
      expect(kickOffs).toEqual([...kickOffs].sort());
      // The season runs August to July: its June and July friendlies are in it.
      expect(new Set(matches.map((match) => match.competition.name))).toEqual(new Set(['National League', 'FA Cup', 'Friendly']));
    });

    it('should default to the current season and describe each match from the club side', async () => {
      const matches = await list('team=women');

      expect(matches.every((match) => match.season === '2026-27')).toBe(true);
      expect(matches.every((match) => match.competition.name === "Women's Championship")).toBe(true);
      for (const match of matches) {
        const club = match.homeAway === 'home' ? match.home : match.away;
        expect(club.isClub).toBe(true);
        expect(match.opponent).toEqual(match.homeAway === 'home' ? match.away : match.home);
        expect(match.opponent.crestKey).toMatch(/^crests\/.+\.png$/);
      }
      const home = matches.find((match) => match.homeAway === 'home');
      expect(home?.venue).toBe('The Quayside');
    });

    it('should give kick-offs in Europe/London as well as the instant', async () => {
      const matches = await list('team=first-team&season=2025-26');
      const summer = matches.find((match) => match.kickOffLocal.date === '2025-08-09');
      const winter = matches.find((match) => match.kickOffLocal.date === '2025-12-06');

      expect(summer).toMatchObject({ kickOff: '2025-08-09T14:00:00.000Z', kickOffLocal: { time: '15:00' } });
      expect(winter).toMatchObject({ kickOff: '2025-12-06T15:00:00.000Z', kickOffLocal: { time: '15:00' } });
    });

    it('should give finished matches a score and result, and the others none', async () => {
      const matches = await list('team=first-team&season=2026-27');
      const statuses = new Set(matches.map((match) => match.status));

      expect(statuses).toEqual(new Set(['finished', 'postponed', 'live', 'scheduled']));
      for (const match of matches) {
        if (match.status === 'finished') {
          expect(match.score).not.toBeNull();
          const ours = match.homeAway === 'home' ? match.score?.home : match.score?.away;
          const theirs = match.homeAway === 'home' ? match.score?.away : match.score?.home;
          expect(match.result).toBe(ours === theirs ? 'D' : (ours ?? 0) > (theirs ?? 0) ? 'W' : 'L');
        } else {
          expect(match.result).toBeNull();
          expect(match.score === null).toBe(match.status !== 'live');
        }
      }
    });

    it('should cache a list that holds the live match for ten seconds only', async () => {
      const live = await platform.app.inject('/api/matches?team=first-team&season=2026-27');
      const past = await platform.app.inject('/api/matches?team=first-team&season=2025-26');

      expect(live.headers['cache-control']).toBe('public, max-age=10');
      expect(past.headers['cache-control']).toBe('public, max-age=60');
    });

    it('should answer 404 for an unknown team or a season without data', async () => {
      const team = await platform.app.inject('/api/matches?team=reserves');
      const season = await platform.app.inject('/api/matches?team=first-team&season=2019-20');

      expect(team.statusCode).toBe(404);
      expect(apiErrorSchema.parse(team.json()).message).toBe("There is no team 'reserves'.");
      expect(season.statusCode).toBe(404);
      expect(apiErrorSchema.parse(season.json()).message).toMatch(/There is no season '2019-20'/);
    });

    it('should answer 400 with details for a missing team or a badly written season', async () => {
      await expect400('/api/matches', 'query.team');
      const wrongFormat = await expect400('/api/matches?team=first-team&season=2025/26', 'query.season');
      expect(wrongFormat.details?.[0]?.message).toBe("season must look like '2025-26'");
      const notConsecutive = await expect400('/api/matches?team=first-team&season=2025-27', 'query.season');
      expect(notConsecutive.details?.[0]?.message).toMatch(/consecutive/);
      await expect400('/api/matches?team=first-team&season=', 'query.season');
    });
  });

  describe('GET /api/matches/{matchId}', () => {
    it('should agree with its goal events and name only squad players for the club, in every finished match', async () => {
      for (const team of ['first-team', 'women']) {
        const squad = new Set((squads.get(team) ?? []).map((player) => player.slug));
        const finished = (await list(`team=${team}&season=2025-26`)).filter((match) => match.status === 'finished');
        for (const match of finished) {
          const { lineups, events, stats } = await centre(match.id);
          const goals = { home: 0, away: 0 };
          for (const event of events) if (goalTypes.has(event.type)) goals[event.side] += 1;
          expect(goals, `match ${match.id}`).toEqual(match.score);

          const club = match.homeAway;
          const other = club === 'home' ? 'away' : 'home';
          expect(lineups?.[club].startingXI).toHaveLength(11);
          const clubPlayers = [...(lineups?.[club].startingXI ?? []), ...(lineups?.[club].substitutes ?? [])];
          expect(clubPlayers.every((player) => player.playerId !== null && squad.has(player.playerId))).toBe(true);
          expect(new Set(clubPlayers.map((player) => player.playerId)).size).toBe(clubPlayers.length);
          const otherPlayers = [...(lineups?.[other].startingXI ?? []), ...(lineups?.[other].substitutes ?? [])];
          expect(otherPlayers.every((player) => player.playerId === null)).toBe(true);
          expect(lineups?.[club].startingXI.filter((player) => player.captain)).toHaveLength(1);

          const order = events.map((event) => event.minute * 100 + (event.addedTime ?? 0));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(stats?.possession.home ?? 0 + (stats?.possession.away ?? 0)).toBeGreaterThan(0);
          expect((stats?.possession.home ?? 0) + (stats?.possession.away ?? 0)).toBe(100);
          for (const side of ['home', 'away'] as const) {
            const scored = events.filter((e) => e.side === side && (e.type === 'goal' || e.type === 'penalty')).length;
            expect(stats?.shotsOnTarget[side]).toBeGreaterThanOrEqual(scored);
            expect(stats?.shots[side]).toBeGreaterThanOrEqual(stats?.shotsOnTarget[side] ?? 0);
          }
        }
      }
    });

    it('should carry a report slug and highlights for finished first-team matches, cached for a minute', async () => {
      const last = (await list('team=first-team&season=2025-26')).findLast((match) => match.status === 'finished');
      const response = await platform.app.inject(`/api/matches/${last?.id}`);

      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { match } = matchResponseSchema.parse(response.json()).data;
      expect(match.reportSlug).toMatch(/-match-report$/);
      expect(match.highlightsVideoId).toMatch(/^highlights-/);
    });

    it('should answer the live match with its minute and a score that agrees with the events so far', async () => {
      // The demo day's match: Saturday's league game, kicked off 20 minutes before the pinned 15:20.
      const live = (await list('team=first-team&season=2026-27')).find((match) => match.status === 'live');
      expect(live).toMatchObject({ kickOffLocal: { date: '2026-12-05', time: '15:00' }, homeAway: 'home' });

      const response = await platform.app.inject(`/api/matches/${live?.id}`);
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      const data = matchResponseSchema.parse(response.json()).data;
      expect(data.live).toMatchObject({ minute: 21, period: 'first-half' });
      expect(data.live?.score).toEqual(data.match.score);
      const goals = { home: 0, away: 0 };
      for (const event of data.events) if (goalTypes.has(event.type)) goals[event.side] += 1;
      expect(goals).toEqual(data.live?.score);
      expect(data.events.every((event) => event.minute <= 21)).toBe(true);
      expect(data.lineups?.home.startingXI).toHaveLength(11);
    });

    it("should place the live match's kick-off on the live video's clock (real time), for its moments", async () => {
      const live = (await list('team=first-team&season=2026-27')).find((match) => match.status === 'live');
      const data = await centre(live?.id ?? -1);
      // Kick-off was 20 minutes before the match clock's TEST_NOW; the live video's clock is real time, and
      // the match clock read TEST_NOW at some real instant between this test process starting and now.
      const streamKickOffMs = Date.parse(data.live?.streamKickOff ?? '');
      const matchClockStartedAt = streamKickOffMs + (Date.parse(TEST_NOW) - Date.parse(data.match.kickOff));
      expect(matchClockStartedAt).toBeGreaterThanOrEqual(Math.floor(performance.timeOrigin));
      expect(matchClockStartedAt).toBeLessThanOrEqual(systemTime().getTime());
      // Nobody retimed its clock at half-time: the first half's moments are placed by the same kick-off.
      expect(data.live?.firstHalfStreamKickOff).toBe(data.live?.streamKickOff);
    });

    it('should answer a scheduled match without line-ups, events or stats', async () => {
      const scheduled = (await list('team=first-team&season=2026-27')).find((match) => match.status === 'scheduled');
      const data = await centre(scheduled?.id ?? -1);

      expect(data).toMatchObject({ lineups: null, events: [], stats: null, live: null });
      expect(data.match.score).toBeNull();
    });

    it('should answer 404 for an unknown match and 400 for an id that is not a positive whole number', async () => {
      const unknown = await platform.app.inject('/api/matches/999999');
      expect(unknown.statusCode).toBe(404);
      expect(apiErrorSchema.parse(unknown.json()).message).toBe('There is no match 999999.');

      for (const id of ['abc', '0', '-3', '1.5', '99999999999999']) {
        await expect400(`/api/matches/${id}`, 'params.matchId');
      }
    });
  });

  describe('GET /api/matches/next and /last', () => {
    it("should answer the live match as the first team's next, and its latest result as the last", async () => {
      const next = nextLastResponseSchema.parse((await platform.app.inject('/api/matches/next?team=first-team')).json()).data;
      const last = nextLastResponseSchema.parse((await platform.app.inject('/api/matches/last?team=first-team')).json()).data;
      const finished = (await list('team=first-team&season=2026-27')).filter((match) => match.status === 'finished');

      expect(next?.status).toBe('live');
      expect(last?.id).toBe(finished.at(-1)?.id);
      expect(last?.status).toBe('finished');
    });

    it("should answer a team's next match still to come and its last result already played", async () => {
      const response = await platform.app.inject('/api/matches/next?team=u21');

      expect(response.statusCode).toBe(200);
      const next = nextLastResponseSchema.parse(response.json()).data;
      const last = nextLastResponseSchema.parse((await platform.app.inject('/api/matches/last?team=u21')).json()).data;
      expect(next?.status).toBe('scheduled');
      expect(Date.parse(next?.kickOff ?? '')).toBeGreaterThan(Date.parse(TEST_NOW));
      expect(last?.status).toBe('finished');
      expect(Date.parse(last?.kickOff ?? '')).toBeLessThan(Date.parse(TEST_NOW));
    });

    it('should answer 404 for an unknown team and 400 without one', async () => {
      expect((await platform.app.inject('/api/matches/last?team=reserves')).statusCode).toBe(404);
      await expect400('/api/matches/next', 'query.team');
    });
  });

  describe('GET /api/matches/tables', () => {
    it('should agree with the club results and balance across the league', async () => {
      const response = await platform.app.inject('/api/matches/tables?competition=national-league&season=2025-26');

      expect(response.statusCode).toBe(200);
      const { rows, competition, season } = tableResponseSchema.parse(response.json()).data;
      expect(competition.name).toBe('National League');
      expect(season.slug).toBe('2025-26');
      expect(rows).toHaveLength(20);
      expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
      expect(rows.every((row) => row.played === 38)).toBe(true);
      const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
      expect(sum((row) => row.goalsFor)).toBe(sum((row) => row.goalsAgainst));
      expect(sum((row) => row.won)).toBe(sum((row) => row.lost));
      for (const row of rows) {
        expect(row.points).toBe(row.won * 3 + row.drawn);
        expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
        expect(row.form).toHaveLength(5);
      }
      for (let i = 1; i < rows.length; i++) {
        const [above, below] = [rows[i - 1], rows[i]];
        expect((above?.points ?? 0) * 1000 + (above?.goalDifference ?? 0)).toBeGreaterThanOrEqual(
          (below?.points ?? 0) * 1000 + (below?.goalDifference ?? 0),
        );
      }

      const league = (await list('team=first-team&season=2025-26')).filter(
        (match) => match.competition.slug === 'national-league' && match.status === 'finished',
      );
      const blues = rows.find((row) => row.team.isClub);
      const count = (result: string) => league.filter((match) => match.result === result).length;
      const scored = league.reduce((total, m) => total + ((m.homeAway === 'home' ? m.score?.home : m.score?.away) ?? 0), 0);
      const conceded = league.reduce((total, m) => total + ((m.homeAway === 'home' ? m.score?.away : m.score?.home) ?? 0), 0);
      expect(blues).toMatchObject({ played: league.length, won: count('W'), drawn: count('D'), lost: count('L') });
      expect(blues).toMatchObject({ goalsFor: scored, goalsAgainst: conceded });
      expect(blues?.form).toEqual(league.slice(-5).map((match) => match.result));
    });

    it("should count only the games already played this season, everyone's as the club's (the clock's table)", async () => {
      const { data } = tableResponseSchema.parse((await platform.app.inject('/api/matches/tables?competition=national-league')).json());

      expect(data.season.current).toBe(true);
      const blues = data.rows.find((row) => row.team.isClub);
      const played = (await list('team=first-team')).filter(
        (match) => match.competition.slug === 'national-league' && match.status === 'finished',
      ).length;
      expect(blues?.played).toBe(played);
      // The other clubs' results are written for the whole season ahead; mid-season none has played it all,
      // and each is within a couple of games of the club (fixtures fall on the same weekends).
      for (const row of data.rows) {
        expect(row.played, row.team.name).toBeLessThanOrEqual(played + 2);
        expect(row.played, row.team.name).toBeGreaterThanOrEqual(played - 2);
      }
    });

    it('should default to the current season', async () => {
      const { data } = tableResponseSchema.parse((await platform.app.inject('/api/matches/tables?competition=u18-premier-league')).json());

      expect(data.season.current).toBe(true);
      expect(data.rows).toHaveLength(12);
    });

    it('should answer 404 for a cup, an unknown competition or a season without data', async () => {
      for (const url of [
        '/api/matches/tables?competition=fa-cup',
        '/api/matches/tables?competition=serie-a',
        '/api/matches/tables?competition=national-league&season=2019-20',
      ]) {
        const response = await platform.app.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message.length).toBeGreaterThan(0);
      }
    });

    it('should answer 400 for a missing competition or a badly written season', async () => {
      await expect400('/api/matches/tables', 'query.competition');
      await expect400('/api/matches/tables?competition=national-league&season=25-26', 'query.season');
    });
  });

  describe('player season stats', () => {
    it("should count each first-team player's appearances and goals from the match centres", async () => {
      const finished = (await list('team=first-team&season=2025-26')).filter((match) => match.status === 'finished');
      const goals = new Map<string, number>();
      const appearances = new Map<string, number>();
      const bump = (map: Map<string, number>, key: string | null) => key && map.set(key, (map.get(key) ?? 0) + 1);
      for (const match of finished) {
        const { lineups, events } = await centre(match.id);
        for (const player of lineups?.[match.homeAway].startingXI ?? []) bump(appearances, player.playerId);
        for (const event of events) {
          if (event.side !== match.homeAway) continue;
          if (event.type === 'substitution') bump(appearances, event.player.playerId);
          if (event.type === 'goal' || event.type === 'penalty') bump(goals, event.player.playerId);
        }
      }
      for (const player of squads.get('first-team') ?? []) {
        const response = await platform.app.inject(`/api/teams/first-team/players/${player.slug}`);
        const season = playerResponseSchema.parse(response.json()).data.seasons.find((s) => s.season === '2025-26');
        expect(season?.goals, player.slug).toBe(goals.get(player.slug) ?? 0);
        expect(season?.appearances, player.slug).toBe(appearances.get(player.slug) ?? 0);
      }
    });
  });

  describe('OpenAPI document', () => {
    it('should describe every matches and teams endpoint', async () => {
      const document = (await platform.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };

      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/matches',
          '/api/matches/seasons',
          '/api/matches/next',
          '/api/matches/last',
          '/api/matches/tables',
          '/api/matches/{matchId}',
          '/api/teams',
          '/api/teams/{team}',
          '/api/teams/{team}/players/{player}',
          '/api/teams/{team}/loans',
        ]),
      );
    });
  });
});
