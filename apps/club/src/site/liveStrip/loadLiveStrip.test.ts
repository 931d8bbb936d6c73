import { ApiError, type ApiClient, type Match } from '@club/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadCategoryPage } from '../../routes/-components/categoryPageData';
import { loadHomePage } from '../../routes/-components/home/homeData';
import { matchCentreQueries } from '../../routes/-components/matchCentreData';
import { loadLiveStrip } from './loadLiveStrip';

const match = (status: Match['status']) => ({ id: 7, team: 'first-team', season: '2026-27', status }) as Match;
const live = { minute: 39, addedTime: null, period: 'first-half', score: { home: 1, away: 0 }, updatedAt: '2026-12-05T15:40:00.000Z' } as const;

function platform(next: Match | null, centre = { match: match('live'), live, lineups: {}, stats: {}, events: [], commentary: [{ id: 1 }] }) {
  const api = {
    matches: {
      next: vi.fn(async (_team: string) => ({ data: next })),
      last: vi.fn(async () => ({ data: null })),
      list: vi.fn(async () => ({ data: [] })),
      match: vi.fn(async () => ({ data: centre })),
    },
    news: {
      list: vi.fn(async () => ({ data: [] })),
      categories: vi.fn(async () => ({ data: [{ slug: 'first-team', name: 'First Team' }] })),
    },
    teams: { list: vi.fn(async () => ({ data: [{ slug: 'first-team', name: 'First Team' }] })) },
    videoPlatform: { search: vi.fn(async () => ({ sections: [] })) },
  };
  return api as unknown as ApiClient & typeof api;
}

/** A page's cache as the server has it: no retries. */
const pageCache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the live strip’s match', () => {
  it('should be the first team’s live match with its minute, and nothing the strip does not show', async () => {
    const api = platform(match('live'));
    expect(await loadLiveStrip(api, pageCache())).toEqual({ match: match('live'), live, events: [] });
    expect(api.matches.next).toHaveBeenCalledWith('first-team');
    expect(api.matches.match).toHaveBeenCalledWith(7);
  });

  it('should be null when the first team is not playing, without asking for a match centre', async () => {
    for (const next of [match('scheduled'), null]) {
      const api = platform(next);
      expect(await loadLiveStrip(api, pageCache())).toBeNull();
      expect(api.matches.match).not.toHaveBeenCalled();
    }
  });

  it('should be null when the match finished between the two calls', async () => {
    expect(await loadLiveStrip(platform(match('live'), { match: match('finished'), live: null } as never), pageCache())).toBeNull();
  });

  it('should leave the page without its strip, not broken, when the platform fails (SPEC 8)', async () => {
    const api = platform(null);
    api.matches.next.mockRejectedValue(new ApiError(503, 'Service Unavailable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadLiveStrip(api, pageCache())).toBeNull();
    expect(logged).toHaveBeenCalledWith('Problem retrieving the live match', expect.objectContaining({ statusCode: 503 }));
    logged.mockRestore();
  });

  describe('given a page that shows the next match too', () => {
    it('should ask the platform for the first team’s next match once with the home page', async () => {
      const api = platform(match('live'));
      const cache = pageCache();
      // The home's other parts (its table, its takeover) are not this test's: they fail quietly.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const [strip, home] = await Promise.all([loadLiveStrip(api, cache, '/'), loadHomePage(api, cache)]);
      logged.mockRestore();
      expect(strip?.match.id).toBe(7);
      expect(home.firstTeam.next?.id).toBe(7);
      expect(api.matches.next.mock.calls.filter(([team]) => team === 'first-team')).toHaveLength(1);
    });

    it('should ask the platform for the first team’s next match once with the team’s category page', async () => {
      const api = platform(match('live'));
      const cache = pageCache();
      const [strip, category] = await Promise.all([loadLiveStrip(api, cache, '/category/first-team'), loadCategoryPage(api, cache, 'first-team')]);
      expect(strip?.match.id).toBe(7);
      expect(category.next?.id).toBe(7);
      expect(api.matches.next).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the live match’s own centre', () => {
    it('should read the centre’s query instead of asking for the match again', async () => {
      const api = platform(match('live'));
      const cache = pageCache();
      const params = { team: 'first-team', season: '2026-27', matchId: '7' };
      const [strip, centre] = await Promise.all([
        loadLiveStrip(api, cache, '/match/first-team/2026-27/7'),
        cache.ensureQueryData(matchCentreQueries.centre(api, params)),
      ]);
      expect(strip).toEqual({ match: centre.match, live, events: [] });
      expect(api.matches.match).toHaveBeenCalledTimes(1);
    });

    it('should still ask for the match on another match’s centre', async () => {
      const api = platform(match('live'));
      const cache = pageCache();
      await loadLiveStrip(api, cache, '/match/first-team/2026-27/6');
      expect(api.matches.match).toHaveBeenCalledWith(7);
      expect(cache.getQueryData(matchCentreQueries.centre(api, { team: 'first-team', season: '2026-27', matchId: '7' }).queryKey)).toBeUndefined();
    });
  });
});
