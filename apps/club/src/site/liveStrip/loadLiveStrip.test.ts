import { ApiError, type ApiClient, type Match } from '@club/api-client';
import { describe, expect, it, vi } from 'vitest';
import { loadLiveStrip } from './loadLiveStrip';

const match = (status: Match['status']) => ({ id: 7, team: 'first-team', status }) as Match;
const live = { minute: 39, addedTime: null, period: 'first-half', score: { home: 1, away: 0 }, updatedAt: '2026-12-05T15:40:00.000Z' } as const;

function platform(next: Match | null, centre = { match: match('live'), live, lineups: {}, stats: {}, commentary: [{ id: 1 }] }) {
  const api = { matches: { next: vi.fn(async () => ({ data: next })), match: vi.fn(async () => ({ data: centre })) } };
  return api as unknown as ApiClient & typeof api;
}

describe('the live strip’s match', () => {
  it('should be the first team’s live match with its minute, and nothing the strip does not show', async () => {
    const api = platform(match('live'));
    expect(await loadLiveStrip(api)).toEqual({ match: match('live'), live, events: [] });
    expect(api.matches.next).toHaveBeenCalledWith('first-team');
    expect(api.matches.match).toHaveBeenCalledWith(7);
  });

  it('should be null when the first team is not playing, without asking for a match centre', async () => {
    for (const next of [match('scheduled'), null]) {
      const api = platform(next);
      expect(await loadLiveStrip(api)).toBeNull();
      expect(api.matches.match).not.toHaveBeenCalled();
    }
  });

  it('should be null when the match finished between the two calls', async () => {
    expect(await loadLiveStrip(platform(match('live'), { match: match('finished'), live: null } as never))).toBeNull();
  });

  it('should leave the page without its strip, not broken, when the platform fails (SPEC 8)', async () => {
    const api = platform(null);
    api.matches.next.mockRejectedValue(new ApiError(503, 'Service Unavailable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadLiveStrip(api)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Problem retrieving the live match', expect.objectContaining({ statusCode: 503 }));
    logged.mockRestore();
  });
});
