import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, excerpt } from '../../infra/http/errors';
import { type IdentityService, type IssuedSession, type UserRow, messages } from './service';
import { accessTokenSeconds } from './tokens';

/**
 * The user-pool wire protocol (DESIGN.md 'The platform'): POST with `X-Amz-Target:
 * AWSCognitoIdentityProviderService.<Op>` and an `application/x-amz-json-1.1` body, errors as HTTP 400
 * with `__type`. The club's apps and the cloud service's own client libraries use it; unlike the browser
 * endpoints its answers carry tokens, because that is the protocol. Same service, same rules.
 */
const targetPrefix = 'AWSCognitoIdentityProviderService.';
const contentType = 'application/x-amz-json-1.1';

const errorTypes: Record<string, string> = {
  notAuthorized: 'NotAuthorizedException',
  blocked: 'NotAuthorizedException',
  noActiveUser: 'NotAuthorizedException',
  userNotConfirmed: 'UserNotConfirmedException',
  invalidPassword: 'InvalidPasswordException',
  codeMismatch: 'CodeMismatchException',
  expiredCode: 'ExpiredCodeException',
  tooManyAttempts: 'LimitExceededException',
  emailTaken: 'AliasExistsException',
  usernameExists: 'UsernameExistsException',
  passwordResetRequired: 'PasswordResetRequiredException',
  passwordChangeRequired: 'PasswordResetRequiredException',
};

const notJson = Symbol('not JSON');

class ProtocolError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const text = z.string().min(1);
const attributeList = z.array(z.object({ Name: z.string(), Value: z.string() })).default([]);
const operationSchemas = {
  SignUp: z.object({ ClientId: text, Username: text, Password: text, UserAttributes: attributeList }),
  ConfirmSignUp: z.object({ ClientId: text, Username: text, ConfirmationCode: text }),
  ResendConfirmationCode: z.object({ ClientId: text, Username: text }),
  InitiateAuth: z.object({
    ClientId: text,
    AuthFlow: z.string(),
    AuthParameters: z.record(z.string(), z.string()).default({}),
  }),
  RespondToAuthChallenge: z.object({
    ClientId: text,
    ChallengeName: z.string(),
    Session: text,
    ChallengeResponses: z.record(z.string(), z.string()).default({}),
  }),
  ForgotPassword: z.object({ ClientId: text, Username: text }),
  ConfirmForgotPassword: z.object({ ClientId: text, Username: text, ConfirmationCode: text, Password: text }),
  ChangePassword: z.object({ AccessToken: text, PreviousPassword: text, ProposedPassword: text }),
  GetUser: z.object({ AccessToken: text }),
  UpdateUserAttributes: z.object({ AccessToken: text, UserAttributes: attributeList }),
  GlobalSignOut: z.object({ AccessToken: text }),
  RevokeToken: z.object({ ClientId: text, Token: text }),
} as const;
type Operation = keyof typeof operationSchemas;

const attributesOf = (list: { Name: string; Value: string }[]) => Object.fromEntries(list.map((a) => [a.Name, a.Value]));

function userAttributes(user: UserRow) {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
    ...(user.given_name ? [{ Name: 'given_name', Value: user.given_name }] : []),
    ...(user.family_name ? [{ Name: 'family_name', Value: user.family_name }] : []),
  ];
}

function authenticationResult(session: IssuedSession, withRefresh = true) {
  return {
    AuthenticationResult: {
      AccessToken: session.accessToken,
      IdToken: session.idToken,
      ...(withRefresh ? { RefreshToken: session.refreshToken } : {}),
      ExpiresIn: accessTokenSeconds,
      TokenType: 'Bearer',
    },
    ChallengeParameters: {},
  };
}

const codeDelivery = (destination: string) => ({
  CodeDeliveryDetails: { Destination: destination, DeliveryMedium: 'EMAIL', AttributeName: 'email' },
});

function corsHeaders(request: FastifyRequest, reply: FastifyReply) {
  // Apps and SDKs send no cookies here (tokens travel in the body), so any origin may call.
  void reply.header('access-control-allow-origin', '*');
  void reply.header('access-control-expose-headers', 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date');
  if (request.method === 'OPTIONS') {
    void reply.header('access-control-allow-methods', 'POST, OPTIONS');
    void reply.header(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent',
    );
    void reply.header('access-control-max-age', '600');
  }
}

export const userPoolRoutes: FastifyPluginAsync<{ service: IdentityService }> = async (app, { service }) => {
  app.addContentTypeParser(contentType, { parseAs: 'string' }, (_request, body, done) => {
    // Bad JSON is answered in the protocol's own error shape by the handler, not by the app's.
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, notJson);
    }
  });

  const signedIn = async (accessToken: string) => {
    const found = await service.userFromAccessToken(accessToken);
    if (!found) throw new ProtocolError('NotAuthorizedException', 'Invalid Access Token');
    // Apps have no stream-by-stream answer to give a blocked user: the account is simply refused.
    if (found.user.status === 'blocked') throw new ProtocolError('NotAuthorizedException', messages.blocked);
    return found;
  };

  const handlers: { [O in Operation]: (input: z.output<(typeof operationSchemas)[O]>, ip: string) => Promise<object> } = {
    async SignUp(input, ip) {
      const attributes = attributesOf(input.UserAttributes);
      const result = await service.signUp(
        {
          username: input.Username,
          password: input.Password,
          email: attributes.email ?? input.Username,
          givenName: attributes.given_name,
          familyName: attributes.family_name,
        },
        ip,
      );
      return { UserConfirmed: false, UserSub: result.userSub, ...codeDelivery(result.destination) };
    },
    async ConfirmSignUp(input, ip) {
      await service.confirmSignUp({ username: input.Username, code: input.ConfirmationCode }, ip);
      return {};
    },
    async ResendConfirmationCode(input, ip) {
      return codeDelivery((await service.resendCode({ username: input.Username }, ip)).destination);
    },
    async InitiateAuth(input, ip) {
      const parameters = input.AuthParameters;
      if (input.AuthFlow === 'USER_PASSWORD_AUTH') {
        if (!parameters.USERNAME || !parameters.PASSWORD) {
          throw new ProtocolError('InvalidParameterException', 'USERNAME and PASSWORD are required.');
        }
        const outcome = await service.signIn(
          { username: parameters.USERNAME, password: parameters.PASSWORD, clientId: input.ClientId },
          ip,
        );
        if (outcome.kind === 'signedIn') return authenticationResult(outcome.session);
        const user = outcome.user;
        return {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: await service.signChallenge(user),
          ChallengeParameters: {
            USER_ID_FOR_SRP: user.username,
            requiredAttributes: JSON.stringify([]),
            userAttributes: JSON.stringify({
              email: user.email,
              ...(user.given_name ? { given_name: user.given_name } : {}),
              ...(user.family_name ? { family_name: user.family_name } : {}),
            }),
          },
        };
      }
      if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
        if (!parameters.REFRESH_TOKEN) throw new ProtocolError('InvalidParameterException', 'REFRESH_TOKEN is required.');
        return authenticationResult(await service.refresh(parameters.REFRESH_TOKEN, input.ClientId));
      }
      throw new ProtocolError('InvalidParameterException', `Auth flow ${excerpt(input.AuthFlow)} is not enabled for this client.`);
    },
    async RespondToAuthChallenge(input) {
      if (input.ChallengeName !== 'NEW_PASSWORD_REQUIRED') {
        throw new ProtocolError('InvalidParameterException', `Challenge ${excerpt(input.ChallengeName)} is not supported.`);
      }
      const responses = input.ChallengeResponses;
      if (!responses.USERNAME || !responses.NEW_PASSWORD) {
        throw new ProtocolError('InvalidParameterException', 'USERNAME and NEW_PASSWORD are required.');
      }
      const attribute = (name: string) => responses[`userAttributes.${name}`];
      const session = await service.completeNewPassword({
        session: input.Session,
        username: responses.USERNAME,
        newPassword: responses.NEW_PASSWORD,
        attributes: { given_name: attribute('given_name'), family_name: attribute('family_name') },
        clientId: input.ClientId,
      });
      return authenticationResult(session);
    },
    async ForgotPassword(input, ip) {
      return codeDelivery((await service.forgotPassword({ username: input.Username }, ip)).destination);
    },
    async ConfirmForgotPassword(input, ip) {
      await service.confirmForgotPassword(
        { username: input.Username, code: input.ConfirmationCode, newPassword: input.Password },
        ip,
      );
      return {};
    },
    async ChangePassword(input, ip) {
      const found = await signedIn(input.AccessToken);
      await service.changePassword(
        { sub: found.user.sub, familyId: found.familyId },
        { oldPassword: input.PreviousPassword, newPassword: input.ProposedPassword },
        ip,
      );
      return {};
    },
    async GetUser(input) {
      const { user } = await signedIn(input.AccessToken);
      return { Username: user.username, UserAttributes: userAttributes(user), MFAOptions: [] };
    },
    async UpdateUserAttributes(input) {
      const { user } = await signedIn(input.AccessToken);
      const given = attributesOf(input.UserAttributes);
      const unknown = Object.keys(given).filter((name) => !['given_name', 'family_name', 'email'].includes(name));
      if (unknown.length > 0) throw new ProtocolError('InvalidParameterException', `Attributes cannot be changed: ${excerpt(unknown.join(', '))}`);
      if (given.email !== undefined && !z.email().safeParse(given.email.trim()).success) {
        throw new ProtocolError('InvalidParameterException', 'Enter a valid email address');
      }
      await service.updateAttributes(user.sub, given);
      return { CodeDeliveryDetailsList: [] };
    },
    async GlobalSignOut(input) {
      const { user } = await signedIn(input.AccessToken);
      await service.signOutEverywhere(user.sub);
      return {};
    },
    async RevokeToken(input) {
      await service.signOut({ refreshToken: input.Token });
      return {};
    },
  };

  app.options('/', { schema: { hide: true } }, async (request, reply) => {
    corsHeaders(request, reply);
    return reply.code(204).send();
  });

  app.post(
    '/',
    {
      schema: {
        tags: ['identity'],
        operationId: 'userPool',
        summary: 'The user-pool wire protocol, for apps and the cloud SDKs',
        description:
          '`X-Amz-Target: AWSCognitoIdentityProviderService.<Op>` with an `application/x-amz-json-1.1` body: SignUp, ' +
          'ConfirmSignUp, ResendConfirmationCode, InitiateAuth (USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH), ' +
          'RespondToAuthChallenge (NEW_PASSWORD_REQUIRED), ForgotPassword, ConfirmForgotPassword, ChangePassword, GetUser, ' +
          'UpdateUserAttributes, GlobalSignOut, RevokeToken. Errors are HTTP 400 with `__type`. Answers carry tokens.',
      },
    },
    async (request, reply) => {
      corsHeaders(request, reply);
      void reply.header('content-type', contentType).header('cache-control', 'no-store');
      // The protocol's own error shape; the message never carries more than a short excerpt of the input.
      const fail = (status: number, type: string, message: string) =>
        reply.code(status).header('x-amzn-errortype', type).send(JSON.stringify({ __type: type, message: excerpt(message, 500) }));
      const target = request.headers['x-amz-target'];
      const operation = typeof target === 'string' && target.startsWith(targetPrefix) ? target.slice(targetPrefix.length) : '';
      if (!(operation in operationSchemas)) {
        return fail(400, 'UnknownOperationException', `Unknown operation ${excerpt(operation || String(target))}`);
      }
      const name = operation as Operation;
      if (request.body === notJson) return fail(400, 'SerializationException', 'The request body is not valid JSON.');
      const parsed = operationSchemas[name].safeParse(request.body ?? {});
      if (!parsed.success) {
        const problems = parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${excerpt(issue.path.join('.'))}: ${excerpt(issue.message)}`)
          .join('; ');
        return fail(400, 'InvalidParameterException', problems);
      }
      try {
        const handler = handlers[name] as (input: unknown, ip: string) => Promise<object>;
        return reply.code(200).send(JSON.stringify(await handler(parsed.data, request.ip)));
      } catch (error) {
        if (error instanceof ProtocolError) return fail(400, error.type, error.message);
        if (error instanceof HttpError && error.statusCode < 500) {
          request.log.info({ operation: name, code: error.code }, 'user-pool request refused');
          for (const [header, value] of Object.entries(error.headers)) void reply.header(header, value);
          const type = errorTypes[error.code ?? ''] ?? 'InvalidParameterException';
          return fail(400, type, error.message);
        }
        request.log.error({ err: error, operation: name }, 'user-pool request failed');
        return fail(500, 'InternalErrorException', 'Something went wrong on our side. Please try again in a few minutes.');
      }
    },
  );
};
