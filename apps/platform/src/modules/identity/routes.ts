import {
  apiErrorSchema,
  authenticateBodySchema,
  changePasswordBodySchema,
  codeDeliveryResponseSchema,
  confirmEmailChangeBodySchema,
  confirmForgotPasswordBodySchema,
  confirmSignUpBodySchema,
  emailChangeBodySchema,
  endSessionsBodySchema,
  forgotPasswordBodySchema,
  loginCheckResponseSchema,
  outboxResponseSchema,
  passwordChangeRequiredCode,
  resendCodeBodySchema,
  safeTextSchema,
  sessionResponseSchema,
  signUpBodySchema,
  signedInSessionsResponseSchema,
  updateUserAttributesBodySchema,
  userAttributesResponseSchema,
} from '@club/api-client';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopbackAddress } from '../../infra/http/loopback';
import { HttpError } from '../../infra/http/errors';
import type { OutboxMessage } from '../../infra/mail/mailer';
import { type CookieSettings, accessTokenOf, clearSessionCookies, hasSignedInHint, refreshTokenOf, setSessionCookies } from './cookies';
import { type IdentityProvider, embeddedProvider } from './provider';
import { type IdentityService, messages, toAttributes, toSession } from './service';
import type { SessionOrigin } from './sessions';
import { describeUserAgent } from './user-agent';
import { userPoolRoutes } from './user-pool';

export interface IdentityRoutesOptions {
  /** The embedded provider: the browser endpoints' provider unless `provider` is given, and the user-pool protocol. */
  service?: IdentityService;
  /** A club's existing user pool (pool-provider.ts) instead: the embedded user-pool protocol is then not served. */
  provider?: IdentityProvider;
  cookies: CookieSettings;
  /** Reads the development outbox; absent → GET /outbox answers 404 (production, or SMTP configured). */
  readOutbox?: (to: string) => Promise<OutboxMessage[]>;
  /** The country of a request as the platform believes it (the trusted geo header), for "Signed-in devices". */
  countryOf?: (request: FastifyRequest) => string | null;
}

// Headers a proxy adds: a request carrying any of them was forwarded, whoever the socket's peer is.
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

/**
 * A client on this machine talking to the platform itself: the socket's peer is loopback (not
 * `request.ip`, which believes TRUST_PROXY's headers) and nothing says a proxy forwarded the request,
 * so a visitor reaching the platform through a site's server on the same machine is not one.
 */
function isLocalDirect(request: FastifyRequest): boolean {
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}

/** The client id recorded in tokens issued to the sites' browsers. */
export const browserClientId = 'club-sites';

const tags = ['identity'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema, 500: apiErrorSchema };
const notFound = { 404: apiErrorSchema };
const noContent = z.null().describe('No content');
const codeDelivery = (destination: string) => ({ data: { attributes: { destination } } });

/**
 * SPEC 7's identity provider for the sites' browsers, mounted at /api/identity. Sign-in sets httpOnly
 * cookies (and the readable "signed in" hint, which holds no secret); no answer here ever carries a
 * token. The user-pool wire protocol lives at /user-pool.
 */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { cookies } = options;
  const service = options.provider ?? (options.service && embeddedProvider(options.service));
  if (!service) throw new Error('identityRoutes needs the embedded service or another provider');

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // A blocked account is signed out here at once (ASVS 7.4.2): its token, still naming it so the player can
  // say why a stream stopped, changes nothing of the account and gets no session from these endpoints.
  const signedIn = async (request: FastifyRequest) => {
    const token = accessTokenOf(request);
    const found = token ? await service.userFromAccessToken(token) : null;
    return found && found.user.status !== 'blocked' ? found : null;
  };
  const signedInAs = async (request: FastifyRequest) => {
    const found = await signedIn(request);
    return found && { sub: found.user.sub, familyId: found.familyId };
  };
  const originOf = (request: FastifyRequest): SessionOrigin => ({
    ...describeUserAgent(request.headers['user-agent']),
    country: options.countryOf?.(request) ?? null,
  });
  const sessions = () => {
    if (!service.sessions) throw new HttpError(404, 'Sessions are managed by the user pool.', { code: 'notFound' });
    return service.sessions;
  };
  const emailChange = () => {
    if (!service.emailChange) throw new HttpError(404, 'Email addresses are verified by the user pool: change it in your profile.', { code: 'notFound' });
    return service.emailChange;
  };

  app.post(
    '/sign-up',
    {
      schema: {
        tags,
        operationId: 'signUp',
        summary: 'Create an account and mail a 6-digit code',
        description: 'Answers the same whether or not the address already has an account (that owner gets a notice instead).',
        body: signUpBodySchema,
        response: { 200: codeDeliveryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { username, password, attributes } = request.body;
      const result = await service.signUp(
        { username, password, email: attributes.email, givenName: attributes.given_name, familyName: attributes.family_name },
        request.ip,
      );
      return codeDelivery(result.destination);
    },
  );

  app.post(
    '/confirm-sign-up',
    {
      schema: {
        tags,
        operationId: 'confirmSignUp',
        summary: 'Confirm a registration with the mailed code',
        body: confirmSignUpBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await service.confirmSignUp(request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/resend-code',
    {
      schema: {
        tags,
        operationId: 'resendCode',
        summary: 'Mail a new registration code',
        body: resendCodeBodySchema,
        response: { 200: codeDeliveryResponseSchema, ...errors },
      },
    },
    async (request) => codeDelivery((await service.resendCode(request.body, request.ip)).destination),
  );

  app.post(
    '/authenticate',
    {
      schema: {
        tags,
        operationId: 'authenticate',
        summary: 'Sign in: sets the session cookies',
        description:
          "400 with code 'passwordChangeRequired' when the account must choose a new password and `newPassword` is absent; " +
          'with `newPassword` it is set (if the policy allows it) and the user is signed in. 429 with Retry-After after repeated failures.',
        body: authenticateBodySchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await service.signIn({ ...request.body, clientId: browserClientId, origin: originOf(request) }, request.ip);
      if (outcome.kind === 'newPasswordRequired') {
        throw new HttpError(400, messages.passwordChangeRequired, { code: passwordChangeRequiredCode });
      }
      setSessionCookies(request, reply, cookies, outcome.session);
      return { data: { attributes: toSession(outcome.session.user, outcome.session.accessExpiresAt) } };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        operationId: 'forgotPassword',
        summary: 'Mail a password reset code',
        description: 'Answers the same whether or not the address has an account.',
        body: forgotPasswordBodySchema,
        response: { 200: codeDeliveryResponseSchema, ...errors },
      },
    },
    async (request) => codeDelivery((await service.forgotPassword(request.body, request.ip)).destination),
  );

  app.post(
    '/confirm-forgot-password',
    {
      schema: {
        tags,
        operationId: 'confirmForgotPassword',
        summary: 'Set a new password with the mailed code; ends every session',
        body: confirmForgotPasswordBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await service.confirmForgotPassword(request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags,
        operationId: 'changePassword',
        summary: "Change the signed-in user's password",
        description: "401 'No active user' without a session. Other sessions of the user end.",
        body: changePasswordBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const found = await signedIn(request);
      await service.changePassword(found && { sub: found.user.sub, familyId: found.familyId }, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags,
        operationId: 'getSession',
        summary: 'The signed-in user (no tokens)',
        description: '401 when there is no valid access cookie; call refresh, then sign in again if that fails too.',
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await signedIn(request);
      if (!found) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
      return { data: { attributes: toSession(found.user, found.expiresAt) } };
    },
  );

  app.get(
    '/login-check',
    {
      schema: {
        tags,
        operationId: 'loginCheck',
        summary: "SPEC 4's login check: the session, or null for a visitor",
        description:
          'The access cookie when valid; otherwise the refresh cookie is rotated here (as POST /refresh does) and ' +
          'the new cookies set; with neither, `data: null` and 200, so a visitor\'s page records no failed request.',
        response: { 200: loginCheckResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await signedIn(request);
      if (found) return { data: { attributes: toSession(found.user, found.expiresAt) } };
      const token = refreshTokenOf(request, cookies);
      if (!token) {
        // A "signed in" hint that outlived its sign-in would make every page ask again: it goes.
        if (hasSignedInHint(request, cookies)) clearSessionCookies(request, reply, cookies);
        return { data: null };
      }
      try {
        const session = await service.refresh(token, browserClientId);
        setSessionCookies(request, reply, cookies, session);
        return { data: { attributes: toSession(session.user, session.accessExpiresAt) } };
      } catch (error) {
        // A spent, revoked or unknown refresh token: the sign-in is over, and the cookies go with it.
        if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
        clearSessionCookies(request, reply, cookies);
        return { data: null };
      }
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        operationId: 'refreshSession',
        summary: 'Rotate the refresh cookie and issue a new access cookie',
        description: 'A refresh token used twice ends its whole sign-in (reuse detection).',
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, cookies);
      try {
        if (!token) throw new HttpError(401, messages.sessionOver, { code: 'notAuthorized' });
        const session = await service.refresh(token, browserClientId);
        setSessionCookies(request, reply, cookies, session);
        return { data: { attributes: toSession(session.user, session.accessExpiresAt) } };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) clearSessionCookies(request, reply, cookies);
        throw error;
      }
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        operationId: 'signOut',
        summary: 'End this sign-in and clear the cookies',
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const found = await signedIn(request);
      await service.signOut({ refreshToken: refreshTokenOf(request, cookies), familyId: found?.familyId });
      clearSessionCookies(request, reply, cookies);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/attributes',
    {
      schema: {
        tags,
        operationId: 'getUserAttributes',
        summary: "The signed-in user's attributes",
        response: { 200: userAttributesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await signedIn(request);
      return { data: { attributes: toAttributes(await service.attributes(found && { sub: found.user.sub, familyId: found.familyId })) } };
    },
  );

  app.put(
    '/user/attributes',
    {
      schema: {
        tags,
        operationId: 'updateUserAttributes',
        summary: "Update the signed-in user's names",
        description:
          'A different `email` is refused (400): the address changes only through POST /email-change and its code. ' +
          'The same address again is no change.',
        body: updateUserAttributesBodySchema,
        response: { 200: userAttributesResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const found = await signedIn(request);
      return { data: { attributes: toAttributes(await service.updateAttributes(found && { sub: found.user.sub, familyId: found.familyId }, request.body)) } };
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        operationId: 'listSessions',
        summary: '"Signed-in devices": the signed-in user\'s sign-ins',
        description:
          "Every sign-in of the account that has not ended, newest first, with device and browser (from the user agent at " +
          'sign-in), country (from the trusted geo header), when it began and was last seen (its last refresh), and its ' +
          'absolute end; `current` marks the sign-in that asked. 401 without a session.',
        response: { 200: signedInSessionsResponseSchema, ...notFound, ...errors },
      },
    },
    async (request) => ({ data: await sessions().list(await signedInAs(request)) }),
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        operationId: 'endSession',
        summary: 'Sign out one of the signed-in user\'s sign-ins',
        description:
          'Ends the sign-in at once: its refresh token is revoked and its access token refused at its next request. ' +
          "Only the user's own: another account's sign-in, an unknown id and one already ended all answer 404. Another " +
          'device\'s sign-in needs the current password in the body (ASVS 7.5.2: 403 in words without it or when wrong, ' +
          'nothing ended; failures count like failed sign-ins, 429 after repeated ones). Ending the current sign-in ' +
          'needs no password and signs this browser out too (its cookies are cleared).',
        // Sign-in ids are UUIDs: anything else (a NUL byte, which PostgreSQL refuses in text) is a bad request, never a query.
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'a sign-in id') }),
        body: endSessionsBodySchema.nullish(),
        response: { 204: noContent, ...notFound, ...errors },
      },
    },
    async (request, reply) => {
      const who = await signedInAs(request);
      await sessions().end(who, request.params.id, { password: request.body?.password, ip: request.ip });
      if (who?.familyId === request.params.id) clearSessionCookies(request, reply, cookies);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      schema: {
        tags,
        operationId: 'endOtherSessions',
        summary: 'Sign out everywhere else',
        description:
          'Ends every sign-in of the signed-in user but this one, given the current password (ASVS 7.5.2: 403 in words ' +
          'without it or when wrong, nothing ended; failures count like failed sign-ins, 429 after repeated ones). ' +
          '401 without a session.',
        body: endSessionsBodySchema.nullish(),
        response: { 204: noContent, ...notFound, ...errors },
      },
    },
    async (request, reply) => {
      await sessions().endOthers(await signedInAs(request), { password: request.body?.password, ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/email-change',
    {
      schema: {
        tags,
        operationId: 'requestEmailChange',
        summary: 'Change the email address, step one: mail a code to the new address',
        description:
          'Needs the current password (400 when wrong, counted like failed sign-ins). The account keeps its address ' +
          '(and ID tokens keep saying it, verified) until the code is confirmed; a new request replaces the last. ' +
          '409 when another account uses the address.',
        body: emailChangeBodySchema,
        response: { 200: codeDeliveryResponseSchema, 409: apiErrorSchema, ...notFound, ...errors },
      },
    },
    async (request) => codeDelivery((await emailChange().request(await signedInAs(request), request.body, request.ip)).destination),
  );

  app.post(
    '/email-change/confirm',
    {
      schema: {
        tags,
        operationId: 'confirmEmailChange',
        summary: 'Change the email address, step two: the code from the new address',
        description:
          'The address (the sign-in name) changes now, and the old address is told by mail. A wrong code counts; the fifth ' +
          'ends it (ask again).',
        body: confirmEmailChangeBodySchema,
        response: { 200: userAttributesResponseSchema, 409: apiErrorSchema, ...notFound, ...errors },
      },
    },
    async (request) => ({
      data: { attributes: toAttributes(await emailChange().confirm(await signedInAs(request), request.body, request.ip)) },
    }),
  );

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        operationId: 'readOutbox',
        summary: 'Development only: the mail sent to an address, newest first',
        description:
          'Only with MAIL_OUTBOX=on (never in production), and then only to a client on this machine talking to the ' +
          "platform directly: a request from another address or forwarded by a proxy (the sites' servers) gets the same 404 " +
          'as a path that does not exist.',
        querystring: z.object({ to: safeTextSchema().trim().toLowerCase().min(1) }),
        response: { 200: outboxResponseSchema, 404: apiErrorSchema, ...errors },
      },
      // Refused before the query is read, so a refused request learns nothing from a validation error.
      onRequest: async (request, reply) => {
        if (!options.readOutbox || !isLocalDirect(request)) return reply.callNotFound();
      },
    },
    async (request, reply) => {
      if (!options.readOutbox) return reply.callNotFound();
      return { data: await options.readOutbox(request.query.to) };
    },
  );

  if (options.readOutbox) {
    app.log.warn('mail outbox readable at /api/identity/outbox by clients on this machine only: for development (unset MAIL_OUTBOX to turn it off)');
  }

  if (options.service && !options.provider) {
    await app.register(userPoolRoutes, { prefix: '/user-pool', service: options.service });
  }
};
