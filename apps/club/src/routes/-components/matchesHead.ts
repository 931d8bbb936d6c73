import type { Match } from '@club/api-client';
import { pageHead } from '../../site/seo';
import { pageTitle } from '../../site/site';

// The fixtures pages' addresses, the tickets link and the head, apart from their data (matchesData.ts):
// the route tree, in every page's first load, holds `head()`, and the home page, match centre and team
// pages link with these; the loaders and their data modules load with the fixtures routes only (issue 13).

/** SPEC 9: the first team is the default team of the fixtures pages. */
export const defaultTeam = 'first-team';

/**
 * The shortest address of a team's fixtures in a season: '/matches' for the first team this season,
 * '/matches/u21' for another team this season, '/matches/u21/2024-25' otherwise. The pickers link here
 * and it is the canonical URL, so the same list never has two addresses in search results.
 */
export function matchesPath(team: string, season: string, currentSeason: string): string {
  if (season !== currentSeason) return `/matches/${team}/${season}`;
  return team === defaultTeam ? '/matches' : `/matches/${team}`;
}

/** SPEC 9 / issue 5: upcoming home first-team games link to the match tickets page. */
export const matchTicketsPath = '/tickets/match-tickets';

/** 'Buy Tickets' is for the first team's home games still to be played. */
export function ticketsHrefFor(match: Match): string | undefined {
  return match.team === defaultTeam && match.homeAway === 'home' && match.status === 'scheduled'
    ? matchTicketsPath
    : undefined;
}

export const matchCentrePath = (match: Pick<Match, 'team' | 'season' | 'id'>) =>
  `/match/${match.team}/${match.season}/${match.id}`;

/** What the fixtures page's head shows: all its loader returns (the page's data travels in the query cache). */
export interface MatchesHeadData {
  team: { name: string; slug: string };
  season: { name: string; slug: string };
  currentSeason: string;
}

/** The fixtures page's `head()`. */
export function matchesHead(data: MatchesHeadData | undefined) {
  if (!data) return { meta: [{ title: pageTitle('Page not found') }] };
  const { team, season, currentSeason } = data;
  return pageHead({
    title: `${team.name} Fixtures & Results ${season.name}`,
    description: `${team.name} fixtures, results and league table for the ${season.name} season: dates, kick-off times, scores and match centres.`,
    path: matchesPath(team.slug, season.slug, currentSeason),
  });
}
