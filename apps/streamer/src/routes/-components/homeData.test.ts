import type { ApiClient, CommentaryLine, Match } from '@club/api-client';
import { describe, expect, it, vi } from 'vitest';
import { loadHomeData } from './homeData';

const line = { id: 'line-2', minute: 23, text: 'Corner to the Blues.' } as unknown as CommentaryLine;
const older = { id: 'line-1', minute: 20, text: 'Kick-off.' } as unknown as CommentaryLine;

/** The next match, with what the loader reads of it. */
const match = (status: Match['status']) => ({ id: 7, status }) as unknown as Match;

/** A client whose calls answer when the test says, so the order the loader asks in can be seen. */
function fakeApi(next: Match | null) {
  let releaseFixtures!: () => void;
  const fixturesAnswered = new Promise<void>((resolve) => (releaseFixtures = resolve));
  const api = {
    matches: {
      next: vi.fn(async () => ({ data: next })),
      match: vi.fn(async () => ({ data: { commentary: [line, older] } })),
    },
    streamer: {
      // The slowest call of the page: it answers only when the test releases it.
      fixtures: vi.fn(async () => {
        await fixturesAnswered;
        return { data: [] };
      }),
      faqs: vi.fn(async () => ({ data: [] })),
    },
    videoPlatform: { search: vi.fn(async () => ({ sections: [{ itemData: [] }] })) },
    videos: { stream: vi.fn(async () => ({ data: { attributes: { assetData: { status: 'live' } } } })) },
  };
  return { api, client: api as unknown as ApiClient, releaseFixtures };
}

describe('loadHomeData', () => {
  it('asks for the live match centre as soon as the next match is known, beside the slower calls, and shows its latest line', async () => {
    const { api, client, releaseFixtures } = fakeApi(match('live'));
    const loading = loadHomeData(client);
    await vi.waitFor(() => expect(api.matches.match).toHaveBeenCalledWith(7));
    // The fixtures have not answered yet: the match centre did not wait for them.
    releaseFixtures();
    const data = await loading;
    expect(data.commentary).toEqual([line]);
  });

  it('makes no match centre call when the next match is not on', async () => {
    const { api, client, releaseFixtures } = fakeApi(match('scheduled'));
    releaseFixtures();
    const data = await loadHomeData(client);
    expect(api.matches.match).not.toHaveBeenCalled();
    expect(data.commentary).toEqual([]);
  });

  it('leaves the line out when the match centre cannot be read', async () => {
    const { api, client, releaseFixtures } = fakeApi(match('live'));
    api.matches.match.mockRejectedValueOnce(new Error('502'));
    releaseFixtures();
    const data = await loadHomeData(client);
    expect(data.commentary).toEqual([]);
    expect(data.nextMatch).toEqual(match('live'));
  });
});
