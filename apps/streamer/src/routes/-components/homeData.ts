import { getClock } from '@club/clock';
import type { ApiClient, Match, StreamerFaq, StreamerFixture, VideoItem } from '@club/api-client';
import { packagesQueries } from '@club/packages-widget';
import type { QueryClient } from '@tanstack/react-query';
import { highlightsCategory, replaysAmount, replaysCategory } from '../../site/players/StreamerPlayers';

/** How many coming fixtures the page lists. */
export const fixturesAmount = 8;
export const highlightsAmount = 6;

export interface HomeData {
  /** The next first-team match (the live one while it is on); null in pre-season. */
  nextMatch: Match | null;
  fixtures: StreamerFixture[];
  faqs: StreamerFaq[];
  replays: VideoItem[];
  highlights: VideoItem[];
  /** The server's clock when it rendered, so the browser's first render of the countdown matches. */
  renderedAt: number;
}

const itemsOf = (response: { sections: { itemData: VideoItem[] }[] }) => response.sections[0]?.itemData ?? [];

/**
 * Everything the home page shows, in parallel. The package lists go into the page's query cache, where
 * the packages widget reads them (dehydrated with the page, so the browser does not ask again); lists
 * that fail are empty (SPEC 8: logged only).
 */
export async function loadHomeData(api: ApiClient, queryClient: QueryClient): Promise<HomeData> {
  const [next, fixtures, faqs, replays, highlights] = await Promise.all([
    api.matches.next('first-team'),
    api.streamer.fixtures(fixturesAmount),
    api.streamer.faqs(),
    api.videoPlatform.search({ category: replaysCategory, pageSize: replaysAmount }),
    api.videoPlatform.search({ category: highlightsCategory, team: 'first-team', pageSize: highlightsAmount }),
    queryClient.ensureQueryData(packagesQueries.list(api, 'membership')),
    queryClient.ensureQueryData(packagesQueries.list(api, 'match-pass')),
  ]);
  return {
    nextMatch: next.data,
    fixtures: fixtures.data,
    faqs: faqs.data,
    replays: itemsOf(replays),
    highlights: itemsOf(highlights),
    renderedAt: getClock().nowMs(),
  };
}
