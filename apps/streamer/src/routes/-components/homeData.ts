import { getClock } from '@club/clock';
import type { ApiClient, Match, Package, StreamerFaq, StreamerFixture, VideoItem } from '@club/api-client';
import { loadPackageList } from '@club/packages-widget';
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
  subscriptions: Package[];
  matchPasses: Package[];
  /** The server's clock when it rendered, so the browser's first render of the countdown matches. */
  renderedAt: number;
}

const itemsOf = (response: { sections: { itemData: VideoItem[] }[] }) => response.sections[0]?.itemData ?? [];

/** Everything the home page shows, in parallel; package lists that fail are empty (SPEC 8: logged only). */
export async function loadHomeData(api: ApiClient): Promise<HomeData> {
  const [next, fixtures, faqs, replays, highlights, subscriptions, matchPasses] = await Promise.all([
    api.matches.next('first-team'),
    api.streamer.fixtures(fixturesAmount),
    api.streamer.faqs(),
    api.videoPlatform.search({ category: replaysCategory, pageSize: replaysAmount }),
    api.videoPlatform.search({ category: highlightsCategory, team: 'first-team', pageSize: highlightsAmount }),
    loadPackageList(api, 'membership'),
    loadPackageList(api, 'match-pass'),
  ]);
  return {
    nextMatch: next.data,
    fixtures: fixtures.data,
    faqs: faqs.data,
    replays: itemsOf(replays),
    highlights: itemsOf(highlights),
    subscriptions,
    matchPasses,
    renderedAt: getClock().nowMs(),
  };
}
