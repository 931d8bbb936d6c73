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
  studioLineupsBodySchema,
  studioLineupsResponseSchema,
  studioMatchdayOptionsResponseSchema,
  studioRescheduleBodySchema,
  studioResultBodySchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioMatchday } from '../matches/matchday';
import { deskRoutes, notFound, saveRefusals } from './desk-routes';
import type { StaffGuard } from './staff';

/** A fixture's change answers the fixture; 404 for no such match, 409 for one in a state that refuses it. */
const fixtureChange = { 200: studioFixtureResponseSchema, ...notFound, 409: apiErrorSchema };

/**
 * The studio's match-day desk (issue 16), mounted at /api/studio/matchday: the matches the live console
 * picks from, and fixtures and results. Matchday staff and admins only (`requireStaff`), checked on the
 * server for every route; writes only as JSON from the club's sites (cross-site check in app.ts), each
 * with its audit row. The live match's own changes (events, undo, whistles) are the live module's
 * `/api/studio/matches/:matchId/...`, the one path every open page hears from.
 */
export const studioMatchdayRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; matchday: StudioMatchday }> = async (app, { guard, matchday }) => {
  const desk = deskRoutes(app, guard, studioDesks.matchday.roles);

  desk.get('/console', {
    operationId: 'listConsoleMatches',
    summary: 'The matches the live console can pick: live ones first, then today’s and the next ones',
    response: { 200: studioConsoleMatchesResponseSchema },
  }, async () => ({ data: await matchday.consoleMatches() }));

  desk.get('/matches/:matchId', {
    operationId: 'getConsoleMatch',
    summary: 'One match as the console shows it: the match centre and who drives it',
    params: matchParamsSchema,
    response: { 200: studioConsoleMatchResponseSchema, ...notFound },
  }, async ({ params }, staff) => ({ data: await matchday.consoleMatch(params.matchId, staff.sub) }));

  desk.get('/options', {
    operationId: 'getMatchdayOptions',
    summary: 'What a fixture is made of: teams, seasons, competitions and opponents',
    response: { 200: studioMatchdayOptionsResponseSchema },
  }, async () => ({ data: await matchday.options() }));

  desk.get('/fixtures', {
    operationId: 'listStudioFixtures',
    summary: 'Fixtures and results by kick-off, 20 a page',
    description: 'Of the current season unless `season` is given; `team` and `status` narrow it.',
    querystring: studioFixturesQuerySchema,
    response: { 200: studioFixturesResponseSchema },
  }, ({ query }) => matchday.fixtures(query));

  desk.post('/fixtures', {
    operationId: 'createStudioFixture',
    summary: 'A new fixture of one of the club’s teams',
    description: '`kickOffLocal` is London wall-clock time. The competition must be the team’s; the opponent any other club.',
    body: studioFixtureInputSchema,
    response: { 201: studioFixtureResponseSchema, ...notFound, 409: apiErrorSchema },
  }, async ({ body }, staff) => ({ data: await matchday.create(body, staff) }));

  desk.post('/fixtures/:matchId/reschedule', {
    operationId: 'rescheduleStudioFixture',
    summary: 'A new kick-off (London time) for a match still to be played, or a postponed one',
    description: '409 for a match that is live or finished.',
    params: matchParamsSchema,
    body: studioRescheduleBodySchema,
    response: fixtureChange,
  }, async ({ params, body }, staff) => ({ data: await matchday.reschedule(params.matchId, body.kickOffLocal, staff) }));

  desk.post('/fixtures/:matchId/postpone', {
    operationId: 'postponeStudioFixture',
    summary: 'Postpone a match still to be played',
    description: '409 unless the match is scheduled. Reschedule it to bring it back.',
    params: matchParamsSchema,
    body: z.object({}).strict(),
    response: fixtureChange,
  }, async ({ params }, staff) => ({ data: await matchday.postpone(params.matchId, staff) }));

  desk.post('/fixtures/:matchId/result', {
    operationId: 'enterStudioResult',
    summary: 'The final score of a match that was played (or a correction of it)',
    description:
      'The match becomes a result; league tables count it at once. 409 for a match that is live (blow full time in the ' +
      'console), postponed, or not yet kicked off.',
    params: matchParamsSchema,
    body: studioResultBodySchema,
    response: fixtureChange,
  }, async ({ params, body }, staff) => ({ data: await matchday.enterResult(params.matchId, body, staff) }));

  desk.get('/matches/:matchId/lineups', {
    operationId: 'getStudioLineups',
    summary: 'A match’s line-ups, the club team’s squad to pick from, and the version to save from',
    params: matchParamsSchema,
    response: { 200: studioLineupsResponseSchema, ...notFound },
  }, async ({ params }) => ({ data: await matchday.lineups(params.matchId) }));

  desk.put('/matches/:matchId/lineups', {
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
    response: { 200: studioLineupsResponseSchema, ...saveRefusals },
  }, async ({ params, body }, staff) => ({ data: await matchday.saveLineups(params.matchId, body, staff) }));
};
