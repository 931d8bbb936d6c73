import { getClock } from '@club/clock';
import type { ApiClient, CommentaryLine, Match, StreamStatus, StreamerFaq, StreamerFixture, VideoItem } from '@club/api-client';
import { showsLiveMatches } from '@club/live';
import { queryOptions } from '@tanstack/react-query';
import { highlightsCategory, replaysAmount, replaysCategory } from '../../site/players/StreamerPlayers';

/** How many coming fixtures the page lists. */
export const fixturesAmount = 8;
export const highlightsAmount = 6;

export interface HomeData {
  /** The next first-team match (the live one while it is on); null in pre-season. */
  nextMatch: Match | null;
  /** The club's latest line of live commentary on the next match while it is on (issue 31), else none. */
  commentary: CommentaryLine[];
  fixtures: StreamerFixture[];
  faqs: StreamerFaq[];
  replays: VideoItem[];
  highlights: VideoItem[];
  /** The server's clock when it rendered, so the browser's first render of the countdown matches. */
  renderedAt: number;
  /**
   * The live channels' status (the studio can hold one idle or disabled): a disabled stream is not
   * offered, an idle one is said to be off air. Null when it could not be read (offered, as before).
   */
  liveStreams?: { video: StreamStatus | null; audio: StreamStatus | null };
}

const statusOf = (api: ApiClient, id: string): Promise<StreamStatus | null> =>
  api.videos.stream(id).then(
    (answer) => answer.data.attributes.assetData.status,
    () => null,
  );

const itemsOf = (response: { sections: { itemData: VideoItem[] }[] }) => response.sections[0]?.itemData ?? [];

/**
 * The live match's latest line of commentary, read from its match centre: on match day only, so other
 * days cost no extra call; a failure leaves it out (the live stream brings the next line anyway).
 */
async function latestLine(api: ApiClient, match: Match | null): Promise<CommentaryLine[]> {
  if (match?.status !== 'live') return [];
  return api.matches.match(match.id).then(
    (answer) => answer.data.commentary.slice(0, 1),
    () => [],
  );
}

/**
 * Everything the home page shows but the packages, in parallel (the route's loader puts the package
 * lists in the query cache beside it, where the packages widget reads them).
 */
export async function loadHomeData(api: ApiClient): Promise<HomeData> {
  const [[next, commentary], fixtures, faqs, replays, highlights, video, audio] = await Promise.all([
    // The live match's line is asked as soon as the next match is known, beside the other calls, not
    // after the slowest of them.
    api.matches.next('first-team').then(async (answer) => [answer, await latestLine(api, answer.data)] as const),
    api.streamer.fixtures(fixturesAmount),
    api.streamer.faqs(),
    api.videoPlatform.search({ category: replaysCategory, pageSize: replaysAmount }),
    api.videoPlatform.search({ category: highlightsCategory, team: 'first-team', pageSize: highlightsAmount }),
    statusOf(api, 'live-video'),
    statusOf(api, 'live-audio'),
  ]);
  return {
    nextMatch: next.data,
    commentary,
    fixtures: fixtures.data,
    faqs: faqs.data,
    replays: itemsOf(replays),
    highlights: itemsOf(highlights),
    renderedAt: getClock().nowMs(),
    liveStreams: { video, audio },
  };
}

export const homeQueries = {
  /** The home page's data; its next match follows the live stream's messages in the cache. */
  page: (api: ApiClient) =>
    queryOptions({ queryKey: ['streamer', 'home'] as const, queryFn: () => loadHomeData(api), meta: showsLiveMatches }),
};
