import {
  loansResponseSchema,
  playerParamsSchema,
  playerResponseSchema,
  teamParamsSchema,
  teamResponseSchema,
  teamsResponseSchema,
} from '@club/api-client';
import { found, publicReadRoutes } from '../../infra/http/public-read';
import type { TeamsService } from './service';

// Squads change when the seed (later an editor) does: a minute of caching costs fans nothing.
const cacheControl = 'public, max-age=60';

const teamNotFound = ({ params }: { params: { team: string } }) => `There is no team '${params.team}'.`;

/** SPEC 7 'loaned players and teams', mounted at /api/teams. */
export const teamsRoutes = publicReadRoutes<{ service: TeamsService }>({ tags: ['teams'], cache: cacheControl }, (read, { service }) => {
  read({
    url: '/',
    operationId: 'listTeams',
    summary: 'Every team with its flags',
    description: "First Team, U21s, U18s and Women with the flags of SPEC 3 'Team'.",
    response: teamsResponseSchema,
    load: async () => ({ data: await service.teams() }),
  });

  read({
    url: '/:team',
    operationId: 'getTeam',
    summary: 'A team and its squad',
    params: teamParamsSchema,
    response: teamResponseSchema,
    notFound: teamNotFound,
    load: async ({ params }) => found(await service.team(params.team)),
  });

  read({
    url: '/:team/players/:player',
    operationId: 'getPlayer',
    summary: 'A player profile with season stats',
    description: 'Appearances, goals and cards per season, counted from the match events of every competition.',
    params: playerParamsSchema,
    response: playerResponseSchema,
    notFound: ({ params }) => `There is no player '${params.player}' in team '${params.team}'.`,
    load: async ({ params }) => found(await service.player(params.team, params.player)),
  });

  read({
    url: '/:team/loans',
    operationId: 'getTeamLoans',
    summary: "The team's players out on loan, with the club they are at",
    params: teamParamsSchema,
    response: loansResponseSchema,
    notFound: teamNotFound,
    load: async ({ params }) => found(await service.loans(params.team)),
  });
});
