import type { PlayerSummary, Team, TeamDetail } from '@club/api-client';
import { pageHead } from '../../site/seo';
import { clubName, pageTitle } from '../../site/site';
import type { playerHeadData } from './teamsData';

// What the team and player routes need outside their chunks (issue 13): `head()` runs from the route
// tree, in every page's first load, while the loaders and pages with the rest of teamsData load with
// the route.

export const teamPath = (team: Pick<Team, 'slug' | 'externalTeamPage'>) => team.externalTeamPage ?? `/teams/${team.slug}`;
export const playerPath = (player: Pick<PlayerSummary, 'team' | 'slug'>) => `/players/${player.team}/${player.slug}`;

export function teamsHead() {
  return pageHead({
    title: 'Teams',
    description: `The squads of ${clubName}: the First Team, U21s, U18s and Women.`,
    path: '/teams',
  });
}

export function teamHead(team: Pick<TeamDetail, 'name' | 'slug'> | undefined) {
  if (!team) return { meta: [{ title: pageTitle('Page not found') }] };
  return pageHead({
    title: `${team.name} Squad`,
    description: `Meet the ${team.name} squad of ${clubName}: goalkeepers, defenders, midfielders and forwards, and the players out on loan.`,
    path: `/teams/${team.slug}`,
  });
}

export function playerHead(player: ReturnType<typeof playerHeadData> | undefined) {
  if (!player) return { meta: [{ title: pageTitle('Page not found') }] };
  return pageHead({
    title: `${player.name} | ${player.teamName}`,
    description: `${player.name}, number ${player.shirtNumber}, ${player.position.toLowerCase()} for the ${player.teamName}: profile and season stats.`,
    path: playerPath(player),
    imageKey: player.imageKey,
    type: 'profile',
  });
}
