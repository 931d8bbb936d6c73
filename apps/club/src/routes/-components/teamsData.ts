import { renderInstant } from '@tooling/ssr/app';
import {
  normaliseError,
  playerPositions,
  type ApiClient,
  type PlayerPosition,
  type PlayerProfile,
  type PlayerSummary,
  type Team,
  type TeamDetail,
} from '@club/api-client';
import { formatDate } from '@club/ui';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { PageHeadInput } from '../../site/seo';
import { clubName } from '../../site/site';

const positionGroupNames: Record<PlayerPosition, string> = {
  Goalkeeper: 'Goalkeepers',
  Defender: 'Defenders',
  Midfielder: 'Midfielders',
  Forward: 'Forwards',
};

export interface SquadGroup {
  title: string;
  players: PlayerSummary[];
}

/**
 * The squad as the team page shows it: players out on loan apart; the rest in one group when the team
 * says `isSingleGroup`, else by position, goalkeepers first, each by shirt number.
 */
export function groupSquad(team: Pick<TeamDetail, 'squad' | 'isSingleGroup'>): { groups: SquadGroup[]; loaned: PlayerSummary[] } {
  const byNumber = (a: PlayerSummary, b: PlayerSummary) => a.shirtNumber - b.shirtNumber;
  const present = team.squad.filter((player) => player.loan === null);
  const loaned = team.squad.filter((player) => player.loan !== null).sort(byNumber);
  if (team.isSingleGroup) return { groups: present.length ? [{ title: 'Squad', players: [...present].sort(byNumber) }] : [], loaned };
  const groups = playerPositions
    .map((position) => ({
      title: positionGroupNames[position],
      players: present.filter((player) => player.position === position).sort(byNumber),
    }))
    .filter((group) => group.players.length > 0);
  return { groups, loaned };
}

/** Whole years between a 'YYYY-MM-DD' birthday and a 'YYYY-MM-DD' day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date in London, 'YYYY-MM-DD': by default the render's day, so the server and hydration agree. */
export const londonToday = (now: Date | number = renderInstant()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const isNotFoundError = (error: unknown) => normaliseError(error).statusCode === 404;

export async function loadTeams(api: ApiClient): Promise<Team[]> {
  return (await api.teams.list()).data.filter((team) => team.showOnTeams);
}

export async function loadTeam(api: ApiClient, slug: string): Promise<TeamDetail> {
  try {
    return (await api.teams.team(slug)).data;
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    throw error;
  }
}

/** A profile by team and player; or, with no team in the URL, whichever team the player belongs to. */
export async function loadPlayer(api: ApiClient, player: string, team?: string): Promise<PlayerProfile> {
  try {
    if (team !== undefined) return (await api.teams.player(team, player)).data;
    const teams = (await api.teams.list()).data;
    const answers = await Promise.allSettled(teams.map((candidate) => api.teams.player(candidate.slug, player)));
    const found = answers.find((answer) => answer.status === 'fulfilled');
    if (found) return found.value.data;
    const failure = answers.find((answer) => answer.status === 'rejected' && !isNotFoundError(answer.reason));
    if (failure?.status === 'rejected') throw failure.reason;
    throw notFound();
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    throw error;
  }
}

/** The teams pages' server data as TanStack Query options, keyed under 'teams'. */
export const teamsQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: ['teams', 'list', 'teams-page'] as const, queryFn: () => loadTeams(api) }),
  team: (api: ApiClient, slug: string) => queryOptions({ queryKey: ['teams', 'team', slug] as const, queryFn: () => loadTeam(api, slug) }),
  /** A player by team and slug, or by slug alone (`team` null: whichever team they play for). */
  player: (api: ApiClient, player: string, team: string | null) =>
    queryOptions({
      queryKey: ['teams', 'player', team, player] as const,
      queryFn: () => loadPlayer(api, player, team ?? undefined),
    }),
};

export const teamPath = (team: Pick<Team, 'slug' | 'externalTeamPage'>) => team.externalTeamPage ?? `/teams/${team.slug}`;
export const playerPath = (player: Pick<PlayerSummary, 'team' | 'slug'>) => `/players/${player.team}/${player.slug}`;

// The team and player pages' heads: all their loaders return (the team or profile itself travels in the
// query cache); the route tree's `head()` only hands them to pageHead (issue 13).

export const teamHead = (team: Pick<TeamDetail, 'name' | 'slug'>): PageHeadInput => ({
  title: `${team.name} Squad`,
  description: `Meet the ${team.name} squad of ${clubName}: goalkeepers, defenders, midfielders and forwards, and the players out on loan.`,
  path: `/teams/${team.slug}`,
});

export const playerHead = (player: PlayerProfile): PageHeadInput => ({
  title: `${player.name} | ${player.teamName}`,
  description: `${player.name}, number ${player.shirtNumber}, ${player.position.toLowerCase()} for the ${player.teamName}: profile and season stats.`,
  path: playerPath(player),
  imageKey: player.imageKey,
  type: 'profile',
});

/** 'On loan at Harbury Town until 31 May 2026'. */
export const loanLine = (loan: NonNullable<PlayerSummary['loan']>) => `On loan at ${loan.club} until ${formatDate(loan.until)}`;
