import {
  apiErrorSchema,
  loansResponseSchema,
  playerParamsSchema,
  playerResponseSchema,
  teamParamsSchema,
  teamResponseSchema,
  teamsResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../infra/http/errors';
import type { TeamsService } from './service';

// Squads change when the seed (later an editor) does: a minute of caching costs fans nothing.
const cacheControl = 'public, max-age=60';

const teamNotFound = (slug: string) => apiError(404, `There is no team '${slug}'.`);

/** SPEC 7 'loaned players and teams', mounted at /api/teams. */
export const teamsRoutes: FastifyPluginAsyncZod<{ service: TeamsService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'listTeams',
        summary: 'Every team with its flags',
        description: "First Team, U21s, U18s and Women with the flags of SPEC 3 'Team'.",
        response: { 200: teamsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.teams() }),
  );

  app.get(
    '/:team',
    {
      schema: {
        tags: ['teams'],
        operationId: 'getTeam',
        summary: 'A team and its squad',
        params: teamParamsSchema,
        response: { 200: teamResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const team = await service.team(request.params.team);
      if (!team) return reply.code(404).send(teamNotFound(request.params.team));
      return reply.header('cache-control', cacheControl).send({ data: team });
    },
  );

  app.get(
    '/:team/players/:player',
    {
      schema: {
        tags: ['teams'],
        operationId: 'getPlayer',
        summary: 'A player profile with season stats',
        description: 'Appearances, goals and cards per season, counted from the match events of every competition.',
        params: playerParamsSchema,
        response: { 200: playerResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { team, player } = request.params;
      const profile = await service.player(team, player);
      if (!profile) return reply.code(404).send(apiError(404, `There is no player '${player}' in team '${team}'.`));
      return reply.header('cache-control', cacheControl).send({ data: profile });
    },
  );

  app.get(
    '/:team/loans',
    {
      schema: {
        tags: ['teams'],
        operationId: 'getTeamLoans',
        summary: "The team's players out on loan, with the club they are at",
        params: teamParamsSchema,
        response: { 200: loansResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const loans = await service.loans(request.params.team);
      if (!loans) return reply.code(404).send(teamNotFound(request.params.team));
      return reply.header('cache-control', cacheControl).send({ data: loans });
    },
  );
};
