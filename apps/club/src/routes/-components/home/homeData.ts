import { normaliseError, type ApiClient, type LeagueTable, type Match, type NewsArticleSummary, type VideoItem } from '@club/api-client';
import { getClock } from '@club/clock';
import { showsLiveMatches } from '@club/live';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { matchQueries } from '../../../site/matches.queries';
import { defaultTeam } from '../matchesHead';
import { type MatchdayTakeover, takeoverMatch } from './takeover';

/** The stacked highlight's stories (one lead, three beside it) and the latest-news row under the match. */
export const highlightCount = 4;
export const latestNewsCount = 4;
/** Club TV's row: one row of four on a wide screen. */
export const homeVideoCount = 4;

const womensTeam = 'women';

export interface HomeTeamMatches {
  /** The team's next match: the live one while it is on. */
  next: Match | null;
  last: Match | null;
}

/** Everything the home page shows (SPEC 9: the `stack` highlight and the `block` fixtures widget). */
export interface HomePageData {
  highlight: NewsArticleSummary[];
  latestNews: NewsArticleSummary[];
  firstTeam: HomeTeamMatches;
  women: HomeTeamMatches;
  videos: VideoItem[];
  table: LeagueTable | null;
  /** SPEC 3 `matchdayTakeover`: on match day the first team's match leads the page (null otherwise). */
  takeover: MatchdayTakeover | null;
}

/** The match day's hero: its match centre's state and latest line of commentary, or null when it is not match day. */
async function matchdayTakeover(api: ApiClient, firstTeam: HomeTeamMatches): Promise<MatchdayTakeover | null> {
  const match = takeoverMatch(firstTeam, getClock().nowMs());
  if (!match) return null;
  const centre = (await api.matches.match(match.id)).data;
  return { match: centre.match, live: centre.live, events: centre.events, commentary: centre.commentary.slice(0, 1) };
}

/**
 * SPEC 8: the home page is the club's front door, so a failing part (news, videos, the table) is only
 * logged and left out; the rest of the page still opens rather than the error page.
 */
async function orFallback<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    console.error('Problem retrieving pages', normaliseError(error));
    return fallback;
  }
}

/**
 * A team's next match (the live one while it is on) and last result, each null when its call fails. The
 * next match is the query the live strip reads too (matchQueries.next): on match day the page asks once.
 * The category page has the same (categoryPageData's loadNextAndLast); sharing that module between the
 * two routes' chunks would make it a file of its own on both pages' first load (issue 13).
 */
async function nextAndLast(api: ApiClient, queryClient: QueryClient, team: string): Promise<HomeTeamMatches> {
  const [next, last] = await Promise.all([
    orFallback(queryClient.fetchQuery(matchQueries.next(api, team)), null),
    orFallback(api.matches.last(team).then((answer) => answer.data), null),
  ]);
  return { next, last };
}

/** The first team's league: the one its next or last match is in, else the first league game of its season. */
async function leagueTable(api: ApiClient, firstTeam: HomeTeamMatches): Promise<LeagueTable | null> {
  const known = [firstTeam.next, firstTeam.last].find((match) => match?.competition.kind === 'league');
  const league =
    known ??
    (await api.matches.list({ team: defaultTeam }).then((answer) => answer.data.find((match) => match.competition.kind === 'league')));
  if (!league) return null;
  return (await api.matches.table({ competition: league.competition.slug, season: league.season })).data;
}

/**
 * Loads the home page's parts side by side; each one that fails is left out (see orFallback). The teams'
 * next matches come through `queryClient`, the page's cache, where the live strip finds them too.
 */
export async function loadHomePage(api: ApiClient, queryClient: QueryClient): Promise<HomePageData> {
  const [news, firstTeam, women, videos] = await Promise.all([
    orFallback(api.news.list({ pageSize: highlightCount + latestNewsCount }).then((answer) => answer.data), []),
    nextAndLast(api, queryClient, defaultTeam),
    nextAndLast(api, queryClient, womensTeam),
    orFallback(
      api.videoPlatform.search({ pageIndex: 0, pageSize: homeVideoCount }).then((answer) => answer.sections[0]?.itemData ?? []),
      [],
    ),
  ]);
  const [table, takeover] = await Promise.all([orFallback(leagueTable(api, firstTeam), null), orFallback(matchdayTakeover(api, firstTeam), null)]);
  return {
    highlight: news.slice(0, highlightCount),
    latestNews: news.slice(highlightCount),
    firstTeam,
    women,
    videos,
    table,
    takeover,
  };
}

export const homeQueries = {
  /** The home page's parts; its matches follow the live stream's messages in the cache. */
  page: (api: ApiClient) =>
    queryOptions({ queryKey: ['home'] as const, queryFn: ({ client }) => loadHomePage(api, client), meta: showsLiveMatches }),
};

