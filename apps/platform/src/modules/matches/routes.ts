import {
  apiErrorSchema,
  matchParamsSchema,
  matchResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  nextLastResponseSchema,
  seasonsResponseSchema,
  tableQuerySchema,
  tableResponseSchema,
  teamQuerySchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MatchesService } from './service';

// Fixtures and results change on matchdays: a minute of caching, and ten seconds for anything that
// carries a live match, so the score a fan sees is never far behind.
const cacheControl = 'public, max-age=60';
const liveCacheControl = 'public, max-age=10';
const cacheFor = (live: boolean) => (live ? liveCacheControl : cacheControl);

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema };

/** SPEC 7 'match data, custom league tables', mounted at /api/matches. */
export const matchesRoutes: FastifyPluginAsyncZod<{ service: MatchesService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['matches'],
        operationId: 'listMatches',
        summary: "A team's fixtures and results in a season",
        description: "By kick-off, earliest first. `season` is a slug like '2025-26' and defaults to the current season.",
        querystring: matchesQuerySchema,
        response: { 200: matchesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.matches(request.query.team, request.query.season);
      return reply.header('cache-control', cacheFor(data.some((match) => match.status === 'live'))).send({ data });
    },
  );

  app.get(
    '/seasons',
    {
      schema: {
        tags: ['matches'],
        operationId: 'listSeasons',
        summary: 'The seasons with data, newest first, the current one flagged',
        response: { 200: seasonsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.seasons() }),
  );

  app.get(
    '/next',
    {
      schema: {
        tags: ['matches'],
        operationId: 'getNextMatch',
        summary: "A team's live match, else its next fixture",
        description: 'Null when nothing is scheduled (pre-season: new fixtures are coming soon).',
        querystring: teamQuerySchema,
        response: { 200: nextLastResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.next(request.query.team);
      return reply.header('cache-control', cacheFor(data?.status === 'live')).send({ data });
    },
  );

  app.get(
    '/last',
    {
      schema: {
        tags: ['matches'],
        operationId: 'getLastMatch',
        summary: "A team's latest result",
        querystring: teamQuerySchema,
        response: { 200: nextLastResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.last(request.query.team);
      return reply.header('cache-control', cacheControl).send({ data });
    },
  );

  app.get(
    '/tables',
    {
      schema: {
        tags: ['matches'],
        operationId: 'getLeagueTable',
        summary: 'A league table, computed from every result of the competition and season',
        description: "`season` defaults to the current season. Cups and friendlies have no table (404).",
        querystring: tableQuerySchema,
        response: { 200: tableResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.table(request.query.competition, request.query.season);
      return reply.header('cache-control', cacheControl).send({ data });
    },
  );

  app.get(
    '/:matchId',
    {
      schema: {
        tags: ['matches'],
        operationId: 'getMatch',
        summary: 'The match centre: the match, line-ups, events, stats and live state',
        params: matchParamsSchema,
        response: { 200: matchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.match(request.params.matchId);
      return reply.header('cache-control', cacheFor(data.match.status === 'live')).send({ data });
    },
  );
};
