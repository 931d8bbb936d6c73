import {
  apiErrorSchema,
  liveMatchUpdateSchema,
  matchEventSchema,
  matchParamsSchema,
  matchdayMessages,
  studioCommentaryBodySchema,
  studioCommentaryParamsSchema,
  studioRemoveEventBodySchema,
  studioWhistleBodySchema,
  type LiveMatchUpdate,
} from '@club/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../infra/http/errors';
import type { CurrentUser } from '../identity/current-user';
import type { MatchesService } from '../matches/service';
import type { LiveActor, LiveService } from './service';
import type { LiveStream } from './stream';

export const liveQuerySchema = z.object({
  matchId: z.coerce
    .number({ error: 'matchId must be a number' })
    .int('matchId must be a whole number')
    .positive('matchId must be positive')
    .max(2_147_483_647, 'matchId is too large')
    .optional()
    .describe('Only this match: its current state at once (whatever its status), then its changes'),
});

/**
 * `GET /api/matches/live`: server-sent events, one `event: match` message per match (api-client's
 * `liveMatchUpdateSchema`). Mounted beside the matches routes (its static path wins over `/:matchId`).
 */
export const liveStreamRoutes: FastifyPluginAsyncZod<{ stream: LiveStream; matches: MatchesService }> = async (app, { stream, matches }) => {
  app.get(
    '/live',
    {
      schema: {
        tags: ['matches'],
        operationId: 'streamLiveMatches',
        summary: 'Live match updates (server-sent events)',
        description:
          'A `text/event-stream`. On connect, one `event: match` message per match that is live or kicked off in the last ' +
          '12 hours (with `matchId`, that match whatever its state); then one message per change (kick-off, minute, event, ' +
          'half-time, full time). Each message is the whole current state of one match (`LiveMatchUpdate`): keep the newest ' +
          'per match id. A comment line every 15 s keeps proxies from closing it. To reconnect, simply connect again: the ' +
          'snapshot is resent (no Last-Event-ID).',
        querystring: liveQuerySchema,
        response: {
          200: liveMatchUpdateSchema.describe('The data of each `match` event (text/event-stream)'),
          400: apiErrorSchema,
          404: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { matchId } = request.query;
      // An unknown match is a plain 404 before the stream starts.
      if (matchId !== undefined) await matches.match(matchId);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // Tell a browser's EventSource how long to wait before reconnecting, and start the body at once.
      response.write('retry: 3000\n\n');
      request.socket.setNoDelay(true);
      request.socket.setKeepAlive(true);
      await stream.add(response, matchId);
    },
  );
};

/**
 * `POST /api/studio/matches/:matchId/events`: match-day staff record an event of a live match. It goes
 * through the live service like the simulation's events, so every open page gets it the same way.
 */
export const liveStudioRoutes: FastifyPluginAsyncZod<{
  service: LiveService;
  currentUser: CurrentUser;
  /** Whether a signed-in account holds the matchday (or admin) staff role. */
  isMatchDayStaff: (sub: string) => Promise<boolean>;
}> = async (app, { service, currentUser, isMatchDayStaff }) => {
  /** The matchday (or admin) staff member making the change, for its audit row; 401 or 403 otherwise. */
  const matchDayStaff = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    if (!user) throw new HttpError(401, 'Sign in to record match events.');
    if (user.blocked || !(await isMatchDayStaff(user.sub))) throw new HttpError(403, matchdayMessages.notMatchday);
    return { sub: user.sub, email: user.email };
  };
  const responses = {
    200: z.object({ data: liveMatchUpdateSchema }),
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    500: apiErrorSchema,
  };

  /**
   * One staff change of a live match, declared once: matchday staff only, it answers the match's new state
   * (the live stream's message) and logs the match, the body's `logged` field and who made it as `message`.
   */
  const staffChange = <Params extends z.ZodObject, Body extends z.ZodType = z.ZodUndefined>(route: {
    method: 'POST' | 'PUT' | 'DELETE';
    url: string;
    operationId: string;
    summary: string;
    description: string;
    params: Params;
    body?: Body;
    logged?: keyof z.output<Body> & string;
    message: string;
    change: (input: { params: z.output<Params>; body: z.output<Body> }, actor: LiveActor) => Promise<LiveMatchUpdate>;
  }) => {
    const { method, url, operationId, summary, description, params, body, logged, message, change } = route;
    app.route({
      method,
      url,
      schema: { tags: ['studio'], operationId, summary, description, params, ...(body && { body }), response: responses },
      handler: async (request: FastifyRequest) => {
        const actor = await matchDayStaff(request);
        // Fastify has validated both against the schemas above.
        const input = { params: request.params as z.output<Params>, body: request.body as z.output<Body> };
        const data = await change(input, actor);
        const fields: Record<string, unknown> = { ...input.params, ...(logged && { [logged]: input.body[logged] }), by: actor.sub };
        request.log.info(fields, message);
        return { data };
      },
    });
  };

  staffChange({
    method: 'POST',
    url: '/matches/:matchId/events',
    operationId: 'recordMatchEvent',
    summary: 'Record an event of a live match (match-day staff)',
    description:
      'Staff with the studio\'s matchday or admin role only (401 signed out, 403 otherwise). The match must be live (409); ' +
      'the players must be in that side\'s line-up (for an own goal the scorer is in the other side\'s). Recording an ' +
      'event makes the match manual: the demo simulation adds no more events of its own to it; its clock still runs. ' +
      'Every recorded event is in the studio\'s audit log. Answers the match\'s new state, the same message the live stream sends.',
    params: matchParamsSchema,
    body: matchEventSchema,
    logged: 'type',
    message: 'match event recorded',
    change: ({ params, body }, actor) => service.recordEvent(params.matchId, body, actor),
  });

  staffChange({
    method: 'POST',
    url: '/matches/:matchId/events/remove',
    operationId: 'removeMatchEvent',
    summary: 'Take back an event of a live match (match-day staff)',
    description:
      'The studio console\'s undo. Removes the event at `index` of the match\'s list, which must still be `event` ' +
      '(409 when the list changed meanwhile, and nothing is removed). The score follows, every open page gets the ' +
      'correction over the live stream, and the change is in the audit log. The match becomes manual.',
    params: matchParamsSchema,
    body: studioRemoveEventBodySchema,
    logged: 'index',
    message: 'match event removed',
    change: ({ params, body }, actor) => service.removeEvent(params.matchId, body.index, body.event, actor),
  });

  const commentaryRule =
    'Staff with the studio\'s matchday or admin role only (401 signed out, 403 otherwise). Every open match centre gets the ' +
    'match\'s new state over the live stream; the change is in the audit log. Answers the match\'s new state.';

  staffChange({
    method: 'POST',
    url: '/matches/:matchId/commentary',
    operationId: 'addCommentary',
    summary: 'Write a line of live commentary (match-day staff)',
    description:
      `On the match's match day only: while it is live, or on the day it kicks off or was played (409 otherwise). ${commentaryRule} ` +
      'A new line is also the live stream\'s `announcement`, read politely by screen readers.',
    params: matchParamsSchema,
    body: studioCommentaryBodySchema,
    message: 'commentary written',
    change: ({ params, body }, actor) => service.addCommentary(params.matchId, body, actor),
  });

  staffChange({
    method: 'PUT',
    url: '/matches/:matchId/commentary/:lineId',
    operationId: 'editCommentary',
    summary: 'Change a line of live commentary you wrote (match-day staff)',
    description: `Only whoever wrote the line (403 for anyone else; 404 once it is removed). ${commentaryRule}`,
    params: studioCommentaryParamsSchema,
    body: studioCommentaryBodySchema,
    message: 'commentary changed',
    change: ({ params, body }, actor) => service.editCommentary(params.matchId, params.lineId, body, actor),
  });

  staffChange({
    method: 'DELETE',
    url: '/matches/:matchId/commentary/:lineId',
    operationId: 'removeCommentary',
    summary: 'Remove a line of live commentary you wrote (match-day staff)',
    description: `Only whoever wrote the line (403 for anyone else; 404 once it is removed). ${commentaryRule}`,
    params: studioCommentaryParamsSchema,
    message: 'commentary removed',
    change: ({ params }, actor) => service.removeCommentary(params.matchId, params.lineId, actor),
  });

  staffChange({
    method: 'POST',
    url: '/matches/:matchId/whistles',
    operationId: 'blowMatchWhistle',
    summary: 'Kick-off, half-time, second half or full time, as the referee blew it (match-day staff)',
    description:
      'Kick-off for a match due today that has not started; half-time during the first half; the second half at ' +
      'half-time; full time during the second half (409 otherwise). The match clock then counts from the instant that ' +
      'agrees with the whistle, the match is manual (the simulation adds nothing more), every open page gets it over ' +
      'the live stream, and the change is in the audit log. Full time makes the match a result.',
    params: matchParamsSchema,
    body: studioWhistleBodySchema,
    logged: 'kind',
    message: 'match whistle recorded',
    change: ({ params, body }, actor) => service.whistle(params.matchId, body.kind, actor),
  });

  staffChange({
    method: 'POST',
    url: '/matches/:matchId/whistles/undo',
    operationId: 'undoMatchWhistle',
    summary: 'Take back the last whistle staff blew (match-day staff)',
    description:
      'The console\'s undo of a whistle: `kind` is the last whistle the console saw. Kick-off (before any event; for a ' +
      'seeded match, before its scheduled time) makes the match a fixture again; half-time and the second half go back to the period ' +
      'before, the match clock counting on; full time makes the result live again. 409 when that whistle was not the ' +
      'last one staff blew, or the match has moved on. Every open page gets it over the live stream; audited.',
    params: matchParamsSchema,
    body: studioWhistleBodySchema,
    logged: 'kind',
    message: 'match whistle taken back',
    change: ({ params, body }, actor) => service.undoWhistle(params.matchId, body.kind, actor),
  });
};
