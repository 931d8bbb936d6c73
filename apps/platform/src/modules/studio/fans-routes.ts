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
import { deskRoutes, notFound } from './desk-routes';
import type { StaffGuard } from './staff';

/** Every fans route answers the fan's account as it now stands; 404 for an account the club does not have. */
const theFan = { 200: studioFanSchema, ...notFound };
const noBody = z.object({}).strict();

/**
 * The fans desk (issue 16), mounted at /api/studio, for administrators only: find an account by email,
 * see what it holds and why, block and unblock it, set the staff bypass, give a complimentary pass.
 * Every write is audited in its own transaction.
 */
export const studioFansRoutes: FastifyPluginAsyncZod<{ guard: StaffGuard; fans: StudioFans }> = async (app, { guard, fans }) => {
  const desk = deskRoutes(app, guard, studioDesks.fans.roles);

  desk.get('/fans', {
    operationId: 'findStudioFan',
    summary: 'An account by its email: entitlements, purchases and redemptions',
    querystring: studioFanQuerySchema,
    response: theFan,
  }, ({ query }) => fans.find(query.email));

  desk.put('/fans/:sub/blocked', {
    operationId: 'setStudioFanBlocked',
    summary: 'Block or unblock an account',
    description:
      'Blocked: every sign-in ends at once (no refresh; identity refuses its access tokens), no sign-in, purchase or voucher, ' +
      'and open streams stop at their next session check (ERR_56882466_1). Unblocking brings no sign-in back. ' +
      '409 `ownAccount` for an administrator blocking themselves.',
    params: studioFanParamsSchema,
    body: studioFanBlockBodySchema,
    response: { ...theFan, 409: apiErrorSchema },
  }, ({ params, body }, staff) => fans.setBlocked(params.sub, body.blocked, staff));

  desk.post('/fans/:sub/sessions/end', {
    operationId: 'endStudioFanSessions',
    summary: 'End all sessions of an account',
    description:
      'Every sign-in of the fan ends now, on every device: refresh tokens revoked, access tokens refused at their next ' +
      'request. The account is not blocked: the fan can sign in again. Audited as fan.sessions.end.',
    params: studioFanParamsSchema,
    body: noBody,
    response: theFan,
  }, ({ params }, staff) => fans.endSessions(params.sub, staff));

  desk.put('/fans/:sub/bypass', {
    operationId: 'setStudioFanBypass',
    summary: "Set the staff bypass (SPEC 6): every stream's restrictions lifted, with the bypass label shown",
    params: studioFanParamsSchema,
    body: studioFanBypassBodySchema,
    response: theFan,
  }, ({ params, body }, staff) => fans.setBypass(params.sub, body.bypassed, staff));

  desk.post('/fans/:sub/comp', {
    operationId: 'grantStudioCompPass',
    summary: "A complimentary pass: a package price's entitlements for a number of days from now",
    description: '400 `noSuchPrice` when the package or price is not on sale.',
    params: studioFanParamsSchema,
    body: studioCompPassBodySchema,
    response: theFan,
  }, ({ params, body }, staff) => fans.grantComp(params.sub, body, staff));

  desk.post('/fans/:sub/comp/:code/revoke', {
    operationId: 'revokeStudioCompPass',
    summary: 'Take a complimentary pass back now',
    description: 'Its grants end now and its code is disabled. 404 `compNotFound` when the fan holds no such pass. Revoking a revoked pass changes nothing.',
    params: studioCompParamsSchema,
    body: noBody,
    response: theFan,
  }, ({ params }, staff) => fans.revokeComp(params.sub, params.code, staff));
};
