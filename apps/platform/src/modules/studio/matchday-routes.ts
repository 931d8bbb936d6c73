import {
  studioDesks,
  apiErrorSchema,
  matchParamsSchema,
  studioConsoleMatchResponseSchema,
  studioConsoleMatchesResponseSchema,
  studioFixtureInputSchema,
  studioFixtureResponseSchema,
  studioFixturesQuerySchema,
  studioFixturesResponseSchema,
  studioConflictSchema,
  studioLineupsBodySchema,
  studioLineupsResponseSchema,
  studioMatchdayOptionsResponseSchema,
  studioRescheduleBodySchema,
  studioResultBodySchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioMatchday } from '../matches/matchday';
import type { StaffGuard } from './staff';

const matchday = studioDesks.matchday.roles;
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 500: apiErrorSchema };
const writeRefusals = { ...refusals, 404: apiErrorSchema, 409: apiErrorSchema };
const emptyBody = z.object({}).strict();

/**
 * The studio's match-day desk (issue 16), mounted at /api/studio/matchday: the matches the live console
 * picks from, and fixtures and results. Matchday staff and admins only (`requireStaff`), checked on the
 * server for every route; writes only as JSON from the club's sites (cross-site check in app.ts), each
 * with its audit row. The live match's own changes (events, undo, whistles) are the live module's
 * `/api/studio/matches/:matchId/...`, the one path every open page hears from.
 */
export const studioMatchdayRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; matchday: StudioMatchday }> = async (
  app,
  { guard, matchday: desk },
) => {
  const preHandler = guard.requireStaff(matchday);

  app.get(
    '/console',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'listConsoleMatches',
        summary: 'The matches the live console can pick: live ones first, then today’s and the next ones',
        response: { 200: studioConsoleMatchesResponseSchema, ...refusals },
      },
    },
    async () => ({ data: await desk.consoleMatches() }),
  );

  app.get(
    '/matches/:matchId',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'getConsoleMatch',
        summary: 'One match as the console shows it: the match centre and who drives it',
        params: matchParamsSchema,
        response: { 200: studioConsoleMatchResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => ({ data: await desk.consoleMatch(request.params.matchId, guard.staffOf(request).sub) }),
  );

  app.get(
    '/options',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'getMatchdayOptions',
        summary: 'What a fixture is made of: teams, seasons, competitions and opponents',
        response: { 200: studioMatchdayOptionsResponseSchema, ...refusals },
      },
    },
    async () => ({ data: await desk.options() }),
  );

  app.get(
    '/fixtures',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'listStudioFixtures',
        summary: 'Fixtures and results by kick-off, 20 a page',
        description: 'Of the current season unless `season` is given; `team` and `status` narrow it.',
        querystring: studioFixturesQuerySchema,
        response: { 200: studioFixturesResponseSchema, ...refusals },
      },
    },
    async (request) => desk.fixtures(request.query),
  );

  app.post(
    '/fixtures',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'createStudioFixture',
        summary: 'A new fixture of one of the club’s teams',
        description: '`kickOffLocal` is London wall-clock time. The competition must be the team’s; the opponent any other club.',
        body: studioFixtureInputSchema,
        response: { 201: studioFixtureResponseSchema, ...writeRefusals },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await desk.create(request.body, guard.staffOf(request)) }),
  );

  app.post(
    '/fixtures/:matchId/reschedule',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'rescheduleStudioFixture',
        summary: 'A new kick-off (London time) for a match still to be played, or a postponed one',
        description: '409 for a match that is live or finished.',
        params: matchParamsSchema,
        body: studioRescheduleBodySchema,
        response: { 200: studioFixtureResponseSchema, ...writeRefusals },
      },
    },
    async (request) => ({ data: await desk.reschedule(request.params.matchId, request.body.kickOffLocal, guard.staffOf(request)) }),
  );

  app.post(
    '/fixtures/:matchId/postpone',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'postponeStudioFixture',
        summary: 'Postpone a match still to be played',
        description: '409 unless the match is scheduled. Reschedule it to bring it back.',
        params: matchParamsSchema,
        body: emptyBody,
        response: { 200: studioFixtureResponseSchema, ...writeRefusals },
      },
    },
    async (request) => ({ data: await desk.postpone(request.params.matchId, guard.staffOf(request)) }),
  );

  app.post(
    '/fixtures/:matchId/result',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'enterStudioResult',
        summary: 'The final score of a match that was played (or a correction of it)',
        description:
          'The match becomes a result; league tables count it at once. 409 for a match that is live (blow full time in the ' +
          'console), postponed, or not yet kicked off.',
        params: matchParamsSchema,
        body: studioResultBodySchema,
        response: { 200: studioFixtureResponseSchema, ...writeRefusals },
      },
    },
    async (request) => ({ data: await desk.enterResult(request.params.matchId, request.body, guard.staffOf(request)) }),
  );

  app.get(
    '/matches/:matchId/lineups',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'getStudioLineups',
        summary: 'A match’s line-ups, the club team’s squad to pick from, and the version to save from',
        params: matchParamsSchema,
        response: { 200: studioLineupsResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => ({ data: await desk.lineups(request.params.matchId) }),
  );

  app.put(
    '/matches/:matchId/lineups',
    {
      preHandler,
      schema: {
        tags: ['studio'],
        operationId: 'saveStudioLineups',
        summary: 'Both sides’ line-ups: formation, starting XI in its places, substitutes',
        description:
          'The club’s side from its squad (`playerId`; the goalkeeper one of its goalkeepers), the opponents by name. ' +
          '11 starters whose positions follow the formation, nobody twice, one captain at most. 409 with who saved since ' +
          'when `version` is not the stored one, or when the match is over or postponed. The match centre shows them at ' +
          'once (and every open page over the live stream); the match can then be kicked off and take events in the console. ' +
          'A match the demo simulates becomes manual.',
        params: matchParamsSchema,
        body: studioLineupsBodySchema,
        response: { 200: studioLineupsResponseSchema, ...writeRefusals, 409: z.union([studioConflictSchema, apiErrorSchema]) },
      },
    },
    async (request) => ({ data: await desk.saveLineups(request.params.matchId, request.body, guard.staffOf(request)) }),
  );
};
