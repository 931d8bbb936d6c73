import { normaliseError, type ApiClient, type LeagueTable, type Match, type Season, type Team } from '@club/api-client';
import { getClock } from '@club/clock';
import { showsLiveMatches } from '@club/live';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { PageHeadInput } from '../../site/seo';
import { defaultTeam, matchesPath } from './matchesHead';

export interface MonthGroup {
  /** 'YYYY-MM' */
  key: string;
  /** 'August 2025' */
  label: string;
  matches: Match[];
}

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Matches by their London month, in the order given (a month appears where its first match does). */
export function groupByMonth(matches: readonly Match[]): MonthGroup[] {
  const groups = new Map<string, MonthGroup>();
  for (const match of matches) {
    const key = match.kickOffLocal.date.slice(0, 7);
    let group = groups.get(key);
    if (!group) {
      const [year, month] = key.split('-');
      group = { key, label: `${monthNames[Number(month) - 1] ?? ''} ${year ?? ''}`.trim(), matches: [] };
      groups.set(key, group);
    }
    group.matches.push(match);
  }
  return [...groups.values()];
}

/** Fixtures (to come, live or postponed) earliest first; results (played) latest first. */
export function splitFixturesAndResults(matches: readonly Match[]): { fixtures: Match[]; results: Match[] } {
  // ISO instants in UTC sort as plain strings. Not localeCompare: its first call builds a collator,
  // 45 ms of a phone's hydration of /matches (issue 13).
  const byKickOff = [...matches].sort((a, b) => (a.kickOff < b.kickOff ? -1 : a.kickOff > b.kickOff ? 1 : 0));
  return {
    fixtures: byKickOff.filter((match) => match.status !== 'finished'),
    results: byKickOff.filter((match) => match.status === 'finished').reverse(),
  };
}

export interface MatchesPageData {
  team: Team;
  teams: Team[];
  season: Season;
  seasons: Season[];
  currentSeason: string;
  matches: Match[];
  table: LeagueTable | null;
  /** SPEC 4: the pre-season message, when the season settings say so and nothing is to come. */
  preSeasonMessage: string | null;
}

const isNotFoundError = (error: unknown) => normaliseError(error).statusCode === 404;

/** Everything the fixtures page shows; an unknown team or season is `notFound()` (HTTP 404). */
export async function loadMatchesPage(
  api: ApiClient,
  teamSlug: string = defaultTeam,
  seasonSlug?: string,
): Promise<MatchesPageData> {
  const [teamsAnswer, seasonsAnswer, settings] = await Promise.all([
    api.teams.list(),
    api.matches.seasons(),
    api.settings.season(),
  ]);
  const teams = teamsAnswer.data.filter((team) => team.showOnMatches);
  const team = teams.find((candidate) => candidate.slug === teamSlug);
  const seasons = seasonsAnswer.data;
  const currentSeason = seasons.find((season) => season.current)?.slug ?? settings.data.slug;
  const season = seasons.find((candidate) => candidate.slug === (seasonSlug ?? currentSeason));
  if (!team || !season) throw notFound();

  let matches: Match[];
  try {
    // A postponed fixture whose date has passed was played on its rearranged date, which is a match of
    // its own: it is neither a fixture still to come nor a result.
    const now = getClock().nowMs();
    matches = (await api.matches.list({ team: team.slug, season: season.slug })).data.filter(
      (match) => match.status !== 'postponed' || Date.parse(match.kickOff) > now,
    );
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    throw error;
  }

  const league = matches.find((match) => match.competition.kind === 'league')?.competition;
  const table = league
    ? await api.matches
        .table({ competition: league.slug, season: season.slug })
        .then((answer) => answer.data)
        .catch((error: unknown) => {
          // A league without a table yet is not a reason to fail the fixtures.
          if (isNotFoundError(error)) return null;
          throw error;
        })
    : null;

  // Pre-season (SPEC 4): the new league and cup schedule is not out yet. Friendlies may well be (a club
  // plays its pre-season games in July), and they are shown under the message, not instead of it.
  const competitiveToCome = matches.some(
    (match) => (match.status === 'scheduled' || match.status === 'live') && match.competition.kind !== 'friendly',
  );
  const preSeasonMessage =
    settings.data.preSeason && season.slug === currentSeason && !competitiveToCome ? settings.data.preSeasonMessage : null;

  return { team, teams, season, seasons, currentSeason, matches, table, preSeasonMessage };
}

export const matchesQueries = {
  /**
   * A team's fixtures page in a season (`season` null: the current one). Its matches follow the live
   * stream's messages in the cache.
   */
  page: (api: ApiClient, team: string = defaultTeam, season: string | null = null) =>
    queryOptions({
      queryKey: ['matches', 'page', team, season] as const,
      queryFn: () => loadMatchesPage(api, team, season ?? undefined),
      meta: showsLiveMatches,
    }),
};

/**
 * The fixtures page's head: all its loader returns (the page's data travels in the query cache); the
 * route tree's `head()` only hands it to pageHead (issue 13).
 */
export const matchesHead = ({ team, season, currentSeason }: Pick<MatchesPageData, 'team' | 'season' | 'currentSeason'>): PageHeadInput => ({
  title: `${team.name} Fixtures & Results ${season.name}`,
  description: `${team.name} fixtures, results and league table for the ${season.name} season: dates, kick-off times, scores and match centres.`,
  path: matchesPath(team.slug, season.slug, currentSeason),
});
