import { ApiError, type ApiClient, type LeagueTable, type Match, type NewsArticleSummary } from '@club/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { highlightCount, latestNewsCount, loadHomePage } from './homeData';
import { tableTop, tableTopCount } from './homeTable';

const club = (name: string, isClub = false) => ({ slug: name.toLowerCase(), name, shortName: name, crestKey: `crests/${name}.png`, isClub });
const match = (id: number, kind: 'league' | 'cup', overrides: Partial<Match> = {}): Match => ({
  id,
  team: 'first-team',
  season: '2026-27',
  competition: { slug: kind === 'league' ? 'national-league' : 'fa-cup', name: kind === 'league' ? 'National League' : 'FA Cup', shortName: 'NL', kind },
  round: 'Matchday 1',
  homeAway: 'home',
  home: club('Blues', true),
  away: club('Town'),
  opponent: club('Town'),
  venue: 'The Quayside',
  kickOff: '2026-12-05T15:00:00Z',
  kickOffLocal: { date: '2026-12-05', time: '15:00' },
  status: 'scheduled',
  score: null,
  result: null,
  reportSlug: null,
  highlightsVideoId: null,
  ...overrides,
});
const articles = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, title: `Story ${index + 1}` })) as NewsArticleSummary[];
const row = (position: number, name: string, isClub = false) =>
  ({ position, team: club(name, isClub), played: 20, goalDifference: 0, points: 40 - position, form: [] }) as unknown as LeagueTable['rows'][number];
const table = (rows: LeagueTable['rows']) =>
  ({ competition: { slug: 'national-league', name: 'National League' }, season: { slug: '2026-27', name: '2026/27' }, rows }) as unknown as LeagueTable;

function platform(overrides: Partial<Record<string, unknown>> = {}) {
  const api = {
    news: { list: vi.fn(async () => ({ data: articles })) },
    matches: {
      next: vi.fn(async (team: string) => ({ data: team === 'women' ? match(20, 'league', { team: 'women' }) : match(10, 'cup') })),
      last: vi.fn(async (team: string) => ({ data: team === 'women' ? null : match(9, 'league', { status: 'finished', score: { home: 2, away: 1 } }) })),
      list: vi.fn(async () => ({ data: [] })),
      table: vi.fn(async () => ({ data: table([row(1, 'Town'), row(2, 'Blues', true)]) })),
    },
    videoPlatform: { search: vi.fn(async () => ({ sections: [{ itemData: [{ mediaData: { entryId: 'v1' } }] }] })) },
    ...overrides,
  };
  return api as unknown as ApiClient & typeof api;
}

describe('the home page data', () => {
  it('should split the newest stories between the stack highlight and the latest-news row', async () => {
    const api = platform();
    const data = await loadHomePage(api, new QueryClient());
    expect(api.news.list).toHaveBeenCalledWith({ pageSize: highlightCount + latestNewsCount });
    expect(data.highlight.map((article) => article.id)).toEqual([1, 2, 3, 4]);
    expect(data.latestNews.map((article) => article.id)).toEqual([5, 6, 7, 8]);
  });

  it("should show both teams' matches and the table of the first team's league, even when its next game is a cup tie", async () => {
    const api = platform();
    const data = await loadHomePage(api, new QueryClient());
    expect(data.firstTeam.next?.id).toBe(10);
    expect(data.firstTeam.last?.id).toBe(9);
    expect(data.women.next?.id).toBe(20);
    expect(api.matches.table).toHaveBeenCalledWith({ competition: 'national-league', season: '2026-27' });
    expect(data.table?.rows).toHaveLength(2);
    expect(data.videos).toHaveLength(1);
  });

  it('should leave a failing part out and still open the page', async () => {
    const down = async () => {
      throw new ApiError(503, 'Service Unavailable');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = platform({ news: { list: vi.fn(down) }, videoPlatform: { search: vi.fn(down) } });
    api.matches.table = vi.fn(down);
    const data = await loadHomePage(api, new QueryClient());
    expect(data).toMatchObject({ highlight: [], latestNews: [], videos: [], table: null });
    expect(data.firstTeam.last?.id).toBe(9);
    errors.mockRestore();
  });
});

describe('the table top', () => {
  it('should show the top rows only when the club is among them', () => {
    const rows = [row(1, 'Blues', true), ...['A', 'B', 'C', 'D', 'E'].map((name, index) => row(index + 2, name))];
    const top = tableTop(table(rows));
    expect(top.rows).toHaveLength(tableTopCount);
    expect(top.clubRowAfterGap).toBeNull();
  });

  it("should add the club's line after the top rows when it is lower down", () => {
    const rows = [...['A', 'B', 'C', 'D', 'E'].map((name, index) => row(index + 1, name)), row(6, 'Blues', true)];
    const top = tableTop(table(rows));
    expect(top.rows.map((line) => line.position)).toEqual([1, 2, 3, 4]);
    expect(top.clubRowAfterGap?.position).toBe(6);
  });
});
