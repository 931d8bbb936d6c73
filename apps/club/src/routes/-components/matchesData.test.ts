import { ApiError, type ApiClient, type Match, type Season, type Team } from '@club/api-client';
import { createManualClock, getClock, installClock } from '@club/clock';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { groupByMonth, loadMatchesPage, matchesHead, splitFixturesAndResults } from './matchesData';
import { matchesPath, ticketsHrefFor } from './matchesHead';

let nextId = 1;
const club = (name: string, isClub = false) => ({ slug: name.toLowerCase(), name, shortName: name, crestKey: `crests/${name}.png`, isClub });
const match = (kickOff: string, overrides: Partial<Match> = {}): Match => ({
  id: nextId++,
  team: 'first-team',
  season: '2025-26',
  competition: { slug: 'national-league', name: 'National League', shortName: 'NL', kind: 'league' },
  round: 'Matchday 1',
  homeAway: 'home',
  home: club('Blues', true),
  away: club('Town'),
  opponent: club('Town'),
  venue: 'The Quayside',
  kickOff,
  kickOffLocal: { date: kickOff.slice(0, 10), time: '15:00' },
  status: 'finished',
  score: { home: 1, away: 0 },
  result: 'W',
  reportSlug: null,
  highlightsVideoId: null,
  ...overrides,
});

describe('matchesHead', () => {
  it('should title the page by team and season, with its shortest address as the canonical path', () => {
    const page = { team: { slug: 'u21', name: 'U21s' }, season: { slug: '2024-25', name: '2024/25' }, currentSeason: '2025-26' };
    expect(matchesHead(page as Parameters<typeof matchesHead>[0])).toEqual({
      title: 'U21s Fixtures & Results 2024/25',
      description: 'U21s fixtures, results and league table for the 2024/25 season: dates, kick-off times, scores and match centres.',
      path: '/matches/u21/2024-25',
    });
  });
});

describe('matchesPath', () => {
  it('should be /matches for the first team this season', () => {
    expect(matchesPath('first-team', '2025-26', '2025-26')).toBe('/matches');
  });

  it('should name the team for another team this season', () => {
    expect(matchesPath('u21', '2025-26', '2025-26')).toBe('/matches/u21');
  });

  it('should name team and season for another season', () => {
    expect(matchesPath('first-team', '2024-25', '2025-26')).toBe('/matches/first-team/2024-25');
    expect(matchesPath('women', '2024-25', '2025-26')).toBe('/matches/women/2024-25');
  });
});

describe('groupByMonth', () => {
  it('should group matches by their London month, in the order given', () => {
    const groups = groupByMonth([
      match('2025-08-09T14:00:00Z'),
      match('2025-08-16T14:00:00Z'),
      match('2025-09-02T18:45:00Z'),
    ]);
    expect(groups.map((group) => [group.key, group.label, group.matches.length])).toEqual([
      ['2025-08', 'August 2025', 2],
      ['2025-09', 'September 2025', 1],
    ]);
  });

  it('should use the London date, so a late kick-off on the last day of a month stays in it', () => {
    const late = match('2025-10-31T23:30:00Z', { kickOffLocal: { date: '2025-10-31', time: '23:30' } });
    expect(groupByMonth([late])[0]?.label).toBe('October 2025');
  });

  it('should have no groups for no matches', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});

describe('splitFixturesAndResults', () => {
  it('should list fixtures earliest first and results latest first', () => {
    const played1 = match('2025-08-09T14:00:00Z');
    const played2 = match('2025-08-16T14:00:00Z');
    const live = match('2025-08-23T14:00:00Z', { status: 'live' });
    const next = match('2025-08-30T14:00:00Z', { status: 'scheduled', score: null, result: null });
    const { fixtures, results } = splitFixturesAndResults([next, played1, live, played2]);
    expect(fixtures).toEqual([live, next]);
    expect(results).toEqual([played2, played1]);
  });
});

describe('ticketsHrefFor', () => {
  it('should offer tickets for an upcoming first-team home game', () => {
    expect(ticketsHrefFor(match('2026-01-01T15:00:00Z', { status: 'scheduled' }))).toBe('/tickets/match-tickets');
  });

  it('should not offer tickets for away games, other teams or played games', () => {
    expect(ticketsHrefFor(match('2026-01-01T15:00:00Z', { status: 'scheduled', homeAway: 'away' }))).toBeUndefined();
    expect(ticketsHrefFor(match('2026-01-01T15:00:00Z', { status: 'scheduled', team: 'women' }))).toBeUndefined();
    expect(ticketsHrefFor(match('2026-01-01T15:00:00Z'))).toBeUndefined();
  });
});

describe('loadMatchesPage', () => {
  const team = (slug: string, showOnMatches = true) => ({ slug, name: slug, showOnMatches }) as Team;
  const seasons: Season[] = [
    { year: 2025, slug: '2025-26', name: '2025/26', current: true },
    { year: 2024, slug: '2024-25', name: '2024/25', current: false },
  ];
  const settings = (preSeason: boolean) => ({
    data: { current: 2025, label: '2025/26', slug: '2025-26', preSeason, preSeasonMessage: 'New fixtures are coming soon.', timeZone: 'Europe/London' },
  });
  function api(matches: Match[], preSeason = false) {
    return {
      teams: { list: vi.fn(async () => ({ data: [team('first-team'), team('u21'), team('hidden', false)] })) },
      matches: {
        seasons: vi.fn(async () => ({ data: seasons })),
        list: vi.fn(async () => ({ data: matches })),
        table: vi.fn(async () => {
          throw new ApiError(404, 'No table');
        }),
      },
      settings: { season: vi.fn(async () => settings(preSeason)) },
    } as unknown as ApiClient;
  }

  it('should load the first team this season by default', async () => {
    const client = api([match('2025-08-09T14:00:00Z')]);
    const data = await loadMatchesPage(client);
    expect(data.team.slug).toBe('first-team');
    expect(data.season.slug).toBe('2025-26');
    expect(data.teams.map((t) => t.slug)).toEqual(['first-team', 'u21']);
    expect(client.matches.list).toHaveBeenCalledWith({ team: 'first-team', season: '2025-26' });
    expect(client.matches.table).toHaveBeenCalledWith({ competition: 'national-league', season: '2025-26' });
    expect(data.table).toBeNull();
  });

  it('should answer not found for an unknown team, a hidden team or an unknown season', async () => {
    for (const [teamSlug, season] of [['nope', undefined], ['hidden', undefined], ['u21', '2019-20']] as const) {
      const error = await loadMatchesPage(api([]), teamSlug, season).catch((caught: unknown) => caught);
      expect(isNotFound(error)).toBe(true);
    }
  });

  it('should show the pre-season message when pre-season mode is on and nothing is to come', async () => {
    const data = await loadMatchesPage(api([match('2025-08-09T14:00:00Z')], true), 'u21');
    expect(data.preSeasonMessage).toBe('New fixtures are coming soon.');
  });

  it('should show the pre-season message above friendlies still to come (July: the league schedule is not out)', async () => {
    const friendly = match('2027-07-10T14:00:00Z', {
      status: 'scheduled',
      score: null,
      result: null,
      competition: { slug: 'friendlies', name: 'Friendly', shortName: 'Friendly', kind: 'friendly' },
    });
    const data = await loadMatchesPage(api([friendly], true));
    expect(data.preSeasonMessage).toBe('New fixtures are coming soon.');
    expect(data.matches).toEqual([friendly]);
  });

  it('should leave out a postponed fixture whose date has passed (played on its rearranged date), and still show the pre-season message', async () => {
    const previous = getClock();
    installClock(createManualClock('2027-07-01T12:00:00Z'));
    try {
      const postponedLastWinter = match('2026-12-19T15:00:00Z', { status: 'postponed', score: null, result: null });
      const postponedAhead = match('2027-07-20T14:00:00Z', { status: 'postponed', score: null, result: null });
      const friendly = match('2027-07-10T14:00:00Z', {
        status: 'scheduled',
        score: null,
        result: null,
        competition: { slug: 'friendlies', name: 'Friendly', shortName: 'Friendly', kind: 'friendly' },
      });
      const data = await loadMatchesPage(api([postponedLastWinter, friendly, postponedAhead], true));
      expect(data.matches).toEqual([friendly, postponedAhead]);
      expect(data.preSeasonMessage).toBe('New fixtures are coming soon.');
    } finally {
      installClock(previous);
    }
  });

  it('should not show the pre-season message when league or cup fixtures are to come, or for a past season', async () => {
    const upcoming = match('2026-08-09T14:00:00Z', { status: 'scheduled', score: null, result: null });
    expect((await loadMatchesPage(api([upcoming], true))).preSeasonMessage).toBeNull();
    expect((await loadMatchesPage(api([], true), 'u21', '2024-25')).preSeasonMessage).toBeNull();
    expect((await loadMatchesPage(api([], false), 'u21')).preSeasonMessage).toBeNull();
  });
});
