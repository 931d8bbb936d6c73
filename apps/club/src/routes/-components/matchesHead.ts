import type { Match } from '@club/api-client';

// The fixtures pages' addresses and the tickets link, apart from their data (matchesData.ts): the home
// page, match centre and team pages link with these; the loaders, their data modules and the head they
// work out load with the fixtures routes only (issue 13).

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
