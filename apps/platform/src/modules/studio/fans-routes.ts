import {
  apiErrorSchema,
  studioCompParamsSchema,
  studioCompPassBodySchema,
  studioFanBlockBodySchema,
  studioFanBypassBodySchema,
  studioFanParamsSchema,
  studioFanQuerySchema,
  studioFanSchema,
  studioDesks,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudioFans } from '../identity/fans';
import type { StaffGuard } from './staff';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema };

/**
 * The fans desk (issue 16), mounted at /api/studio, for administrators only: find an account by email,
 * see what it holds and why, block and unblock it, set the staff bypass, give a complimentary pass.
 * Every write is audited in its own transaction.
 */
export const studioFansRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; fans: StudioFans }> = async (app, { guard, fans }) => {
  const admin = guard.requireStaff(studioDesks.fans.roles);

  app.get(
    '/fans',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'findStudioFan',
        summary: 'An account by its email: entitlements, purchases and redemptions',
        querystring: studioFanQuerySchema,
        response: { 200: studioFanSchema, ...refusals },
      },
    },
    async (request) => fans.find(request.query.email),
  );

  app.put(
    '/fans/:sub/blocked',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'setStudioFanBlocked',
        summary: 'Block or unblock an account',
        description:
          'Blocked: every sign-in ends at once (no refresh; identity refuses its access tokens), no sign-in, purchase or voucher, ' +
          'and open streams stop at their next session check (ERR_56882466_1). Unblocking brings no sign-in back. ' +
          '409 `ownAccount` for an administrator blocking themselves.',
        params: studioFanParamsSchema,
        body: studioFanBlockBodySchema,
        response: { 200: studioFanSchema, 409: apiErrorSchema, ...refusals },
      },
    },
    async (request) => fans.setBlocked(request.params.sub, request.body.blocked, guard.staffOf(request)),
  );

  app.post(
    '/fans/:sub/sessions/end',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'endStudioFanSessions',
        summary: 'End all sessions of an account',
        description:
          'Every sign-in of the fan ends now, on every device: refresh tokens revoked, access tokens refused at their next ' +
          'request. The account is not blocked: the fan can sign in again. Audited as fan.sessions.end.',
        params: studioFanParamsSchema,
        body: z.object({}).strict(),
        response: { 200: studioFanSchema, ...refusals },
      },
    },
    async (request) => fans.endSessions(request.params.sub, guard.staffOf(request)),
  );

  app.put(
    '/fans/:sub/bypass',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'setStudioFanBypass',
        summary: "Set the staff bypass (SPEC 6): every stream's restrictions lifted, with the bypass label shown",
        params: studioFanParamsSchema,
        body: studioFanBypassBodySchema,
        response: { 200: studioFanSchema, ...refusals },
      },
    },
    async (request) => fans.setBypass(request.params.sub, request.body.bypassed, guard.staffOf(request)),
  );

  app.post(
    '/fans/:sub/comp',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'grantStudioCompPass',
        summary: "A complimentary pass: a package price's entitlements for a number of days from now",
        description: '400 `noSuchPrice` when the package or price is not on sale.',
        params: studioFanParamsSchema,
        body: studioCompPassBodySchema,
        response: { 200: studioFanSchema, ...refusals },
      },
    },
    async (request) => fans.grantComp(request.params.sub, request.body, guard.staffOf(request)),
  );

  app.post(
    '/fans/:sub/comp/:code/revoke',
    {
      preHandler: admin,
      schema: {
        tags: ['studio'],
        operationId: 'revokeStudioCompPass',
        summary: 'Take a complimentary pass back now',
        description: 'Its grants end now and its code is disabled. 404 `compNotFound` when the fan holds no such pass. Revoking a revoked pass changes nothing.',
        params: studioCompParamsSchema,
        body: z.object({}).strict(),
        response: { 200: studioFanSchema, ...refusals },
      },
    },
    async (request) => fans.revokeComp(request.params.sub, request.params.code, guard.staffOf(request)),
  );
};
