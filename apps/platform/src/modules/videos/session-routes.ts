import websocket from '@fastify/websocket';
import {
  apiErrorSchema,
  sessionCheckRefusalSchema,
  sessionCheckRequestSchema,
  sessionCheckResponseSchema,
} from '@club/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoConfig } from '../../config';
import { apiError } from '../../infra/http/errors';
import type { ConcurrencyStore } from '../../infra/concurrency/store';
import type { CurrentUser, SignedInUser } from '../identity/current-user';
import { type ConcurrencySocketOptions, serveConcurrencySocket } from './concurrency-socket';
import { countryOf } from './geo';
import type { SessionCheck } from './session-check';

export interface SessionRoutesOptions {
  sessionCheck: SessionCheck;
  currentUser: CurrentUser;
  store: ConcurrencyStore;
  limit: number;
  geo?: GeoConfig;
  now: () => Date;
  /** The socket's session lifetime in ms (tests shorten it). */
  concurrencyTtlMs?: number;
  /** The studio's hold on a live stream, which a playing fan follows at their next ping. */
  holdOf?: ConcurrencySocketOptions['holdOf'];
}

/** SPEC 7 session check and concurrency socket, mounted at /api/videos. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  app.post(
    '/session/check',
    {
      schema: {
        tags: ['videos'],
        operationId: 'checkVideoSession',
        summary: 'SPEC 7 session check: may this viewer play this stream now?',
        description:
          'Granted: a playback token for `/media` bound to user, asset and session (5 minutes; check again to ' +
          "renew), the asset's signed link `mediaLink` (`expires=…&md5=…`, as long as the token) for the query of " +
          'every manifest and segment URL, `bypassed` for staff, and the encoded `sessionId` for the concurrency socket. Refused (403): ' +
          "SPEC 8's `code` and message — ERR_3684853_1 not logged in, ERR_3684853_2 stream issue (unknown, " +
          'disabled or errored), ERR_3684853_3 not subscribed (`accessStatus` 1: holds nothing, 2: not this ' +
          'stream), ERR_56882466_1 blocked, ERR_56882466_2 country not allowed (live blackout), ERR_54648_1 ' +
          'concurrency limit; `otherUser` when userID is not the signed-in user. Free items play for visitors.',
        body: sessionCheckRequestSchema,
        response: { 200: sessionCheckResponseSchema, 400: apiErrorSchema, 403: sessionCheckRefusalSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await options.currentUser(request);
      const answer = await options.sessionCheck.check(user, request.body.data.attributes, countryOf(request, options.geo));
      void reply.header('cache-control', 'no-store');
      if (answer.granted) {
        const { token, mediaLink, bypassed, sessionId, expiresAt } = answer;
        return reply.send({ data: { attributes: { token, mediaLink, bypassed, sessionId, expiresAt } } });
      }
      request.log.info({ code: answer.code }, 'session check refused');
      return reply
        .code(403)
        .send({ ...apiError(403, answer.message), code: answer.code, accessStatus: answer.accessStatus });
    },
  );

  await app.register(websocket, { options: { maxPayload: 4096 } });
  const users = new WeakMap<FastifyRequest, SignedInUser>();
  // Sockets still giving their slots back: closing the app waits for them, so a restart or a rolling
  // deploy leaves no slot behind in Redis (the store closes after this plugin).
  const releasing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...releasing]);
  });
  app.get(
    '/concurrency',
    {
      websocket: true,
      schema: { hide: true },
      // Refused before the upgrade, as a plain HTTP answer: the socket is for a signed-in, unblocked account.
      preValidation: async (request, reply) => {
        const user = await options.currentUser(request);
        if (!user) return reply.code(401).send(apiError(401, 'Please Log In to access this', undefined, 'ERR_3684853_1'));
        if (user.blocked) {
          return reply.code(403).send(apiError(403, 'Your account has been blocked by an administrator', undefined, 'ERR_56882466_1'));
        }
        users.set(request, user);
      },
    },
    (socket, request) => {
      const user = users.get(request);
      if (!user) return socket.close(1011);
      const released = serveConcurrencySocket(socket, user, {
        store: options.store,
        limit: options.limit,
        now: options.now,
        log: request.log,
        ...(options.concurrencyTtlMs ? { ttlMs: options.concurrencyTtlMs } : {}),
        ...(options.holdOf ? { holdOf: options.holdOf } : {}),
      });
      releasing.add(released);
      void released.finally(() => releasing.delete(released));
    },
  );
};
