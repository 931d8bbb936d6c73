import { getClock } from '@club/clock';
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import { demoAccounts } from './seed';

const clientId = 'club-mobile-app';
const demoPassword = demoAccounts.password;

/**
 * The user-pool wire protocol, driven by the cloud service's own client libraries as independent
 * clients: the AWS SDK v3 and amazon-cognito-identity-js, against the platform listening on a port.
 */
describe.each(testDialects)('identity user-pool protocol on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);
  let app: FastifyInstance;
  let endpoint: string;
  let origin: string;
  let sdk: CognitoIdentityProviderClient;
  // Real time plus an offset the tests move forward (past the refresh-reuse grace).
  let offsetMs = 0;

  beforeAll(async () => {
    app = await buildApp(testConfig(testDatabase.location), {
      database: testDatabase.database,
      clock: { nowMs: () => getClock().nowMs() + offsetMs, now: () => new Date(getClock().nowMs() + offsetMs) },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `${origin}/api/identity/user-pool`;
    sdk = new CognitoIdentityProviderClient({
      endpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'dummy' },
      maxAttempts: 1,
    });
  });

  afterAll(async () => {
    sdk?.destroy();
    await app?.close();
  });

  const latestCode = async (to: string) => {
    const response = await fetch(`${origin}/api/identity/outbox?to=${encodeURIComponent(to)}`);
    const { data } = (await response.json()) as { data: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(data[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };

  const errorName = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'no error';
    } catch (error) {
      return (error as { name: string }).name;
    }
  };

  describe('@aws-sdk/client-cognito-identity-provider', () => {
    it('should sign up, confirm, sign in, read and update the user, change the password, refresh and sign out', async () => {
      const email = 'sdk.fan@example.com';
      const signUp = await sdk.send(
        new SignUpCommand({
          ClientId: clientId,
          Username: email,
          Password: 'an sdk made this one',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'given_name', Value: 'Sasha' },
          ],
        }),
      );
      expect(signUp.UserConfirmed).toBe(false);
      expect(signUp.CodeDeliveryDetails).toEqual({ Destination: 's***@example.com', DeliveryMedium: 'EMAIL', AttributeName: 'email' });

      expect(
        await errorName(sdk.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: '12345x' }))),
      ).toBe('CodeMismatchException');
      expect(
        await errorName(
          sdk.send(
            new InitiateAuthCommand({
              ClientId: clientId,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: email, PASSWORD: 'an sdk made this one' },
            }),
          ),
        ),
      ).toBe('UserNotConfirmedException');
      await sdk.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: await latestCode(email) }));

      const auth = await sdk.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'an sdk made this one' },
        }),
      );
      const tokens = auth.AuthenticationResult!;
      expect(tokens).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 900 });
      expect(tokens.AccessToken && tokens.IdToken && tokens.RefreshToken).toBeTruthy();

      const user = await sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
      expect(user.Username).toBe(email);
      expect(Object.fromEntries(user.UserAttributes!.map((a) => [a.Name, a.Value]))).toMatchObject({ email, given_name: 'Sasha' });

      await sdk.send(
        new UpdateUserAttributesCommand({ AccessToken: tokens.AccessToken, UserAttributes: [{ Name: 'family_name', Value: 'Sender' }] }),
      );
      expect((await sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).UserAttributes).toContainEqual({
        Name: 'family_name',
        Value: 'Sender',
      });

      expect(
        await errorName(
          sdk.send(new ChangePasswordCommand({ AccessToken: tokens.AccessToken, PreviousPassword: 'an sdk made this one', ProposedPassword: 'password1' })),
        ),
      ).toBe('InvalidPasswordException');
      await sdk.send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: 'an sdk made this one',
          ProposedPassword: 'an sdk changed this one',
        }),
      );

      const refreshed = await sdk.send(
        new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! } }),
      );
      const next = refreshed.AuthenticationResult!;
      expect(next.RefreshToken).not.toBe(tokens.RefreshToken);
      // The spent refresh token again, later than two tabs racing could explain: reuse, so the sign-in ends.
      offsetMs += 11_000;
      expect(
        await errorName(
          sdk.send(
            new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! } }),
          ),
        ),
      ).toBe('NotAuthorizedException');
      expect(await errorName(sdk.send(new GetUserCommand({ AccessToken: next.AccessToken })))).toBe('NotAuthorizedException');

      const again = await sdk.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'an sdk changed this one' },
        }),
      );
      await sdk.send(new GlobalSignOutCommand({ AccessToken: again.AuthenticationResult!.AccessToken }));
      expect(await errorName(sdk.send(new GetUserCommand({ AccessToken: again.AuthenticationResult!.AccessToken })))).toBe(
        'NotAuthorizedException',
      );

      const third = await sdk.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'an sdk changed this one' },
        }),
      );
      await sdk.send(new RevokeTokenCommand({ ClientId: clientId, Token: third.AuthenticationResult!.RefreshToken! }));
      expect(await errorName(sdk.send(new GetUserCommand({ AccessToken: third.AuthenticationResult!.AccessToken })))).toBe(
        'NotAuthorizedException',
      );
    });

    it('should answer the new-password challenge with attributes as JSON strings', async () => {
      const started = await sdk.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'reset@example.com', PASSWORD: demoPassword },
        }),
      );
      expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
      expect(JSON.parse(started.ChallengeParameters!.requiredAttributes!)).toEqual([]);
      expect(JSON.parse(started.ChallengeParameters!.userAttributes!)).toMatchObject({ email: 'reset@example.com' });
      expect(
        await errorName(
          sdk.send(
            new RespondToAuthChallengeCommand({
              ClientId: clientId,
              ChallengeName: 'NEW_PASSWORD_REQUIRED',
              Session: started.Session,
              ChallengeResponses: { USERNAME: 'reset@example.com', NEW_PASSWORD: 'qwerty123' },
            }),
          ),
        ),
      ).toBe('InvalidPasswordException');
      const done = await sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: started.Session,
          ChallengeResponses: { USERNAME: 'reset@example.com', NEW_PASSWORD: 'remy picks a new one' },
        }),
      );
      expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    });

    it('should reset a forgotten password and refuse wrong and blocked sign-ins with the right error types', async () => {
      const email = 'fan@example.com';
      const forgot = await sdk.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
      expect(forgot.CodeDeliveryDetails?.Destination).toBe('f***@example.com');
      const code = await latestCode(email);
      await sdk.send(new ConfirmForgotPasswordCommand({ ClientId: clientId, Username: email, ConfirmationCode: code, Password: 'frankie resets it' }));
      expect(
        await errorName(
          sdk.send(new ConfirmForgotPasswordCommand({ ClientId: clientId, Username: email, ConfirmationCode: code, Password: 'frankie again here' })),
        ),
      ).toMatch(/^(CodeMismatchException|ExpiredCodeException)$/);
      const signIn = (username: string, password: string) =>
        sdk.send(
          new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }),
        );
      await signIn(email, 'frankie resets it');
      expect(await errorName(signIn(email, demoPassword))).toBe('NotAuthorizedException');
      expect(await errorName(signIn(email, 'x'.repeat(100_000)))).toBe('NotAuthorizedException');
      expect(await errorName(signIn('blocked@example.com', demoPassword))).toBe('NotAuthorizedException');
    });

    it('should answer LimitExceededException after repeated failures (no retries: maxAttempts 1)', async () => {
      const attempt = () =>
        sdk.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: 'audio@example.com', PASSWORD: 'not the right one' },
          }),
        );
      for (let n = 0; n < 5; n += 1) expect(await errorName(attempt())).toBe('NotAuthorizedException');
      expect(await errorName(attempt())).toBe('LimitExceededException');
    });

    it('should answer the CORS preflight and unknown operations', async () => {
      const preflight = await fetch(endpoint, {
        method: 'OPTIONS',
        headers: {
          origin: 'capacitor://localhost',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');
      const unknown = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' },
        body: '{}',
      });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { __type: string }).__type).toBe('UnknownOperationException');
    });
  });

  describe('amazon-cognito-identity-js (USER_PASSWORD_AUTH)', () => {
    const pool = () => new CognitoUserPool({ UserPoolId: 'eu-west-2_Club', ClientId: clientId, endpoint });
    const cognitoUser = (username: string) => {
      const user = new CognitoUser({ Username: username, Pool: pool() });
      user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
      return user;
    };
    const authenticate = (user: CognitoUser, password: string) =>
      new Promise<{ session?: CognitoUserSession; newPassword?: true }>((resolve, reject) =>
        user.authenticateUser(new AuthenticationDetails({ Username: user.getUsername(), Password: password }), {
          onSuccess: (session) => resolve({ session }),
          onFailure: reject,
          newPasswordRequired: () => resolve({ newPassword: true }),
        }),
      );
    const call = <T>(run: (callback: (error: Error | undefined | null, result?: T) => void) => void) =>
      new Promise<T>((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result as T))));

    it('should sign up, confirm, sign in, change and reset the password, refresh and sign out', async () => {
      const email = 'js.fan@example.com';
      const signUp = await call<{ userConfirmed: boolean }>((done) =>
        pool().signUp(email, 'javascript wrote this', [new CognitoUserAttribute({ Name: 'email', Value: email })], [], done),
      );
      expect(signUp.userConfirmed).toBe(false);
      const wrongCode = await call((done) => cognitoUser(email).confirmRegistration('000000', true, done)).catch(
        (error: { code: string }) => error.code,
      );
      expect(wrongCode).toBe('CodeMismatchException');
      const code = await latestCode(email);
      await call((done) => cognitoUser(email).confirmRegistration(code, true, done));

      const signedIn = cognitoUser(email);
      const { session } = await authenticate(signedIn, 'javascript wrote this');
      expect(session?.isValid()).toBe(true);
      expect(session?.getIdToken().decodePayload().email).toBe(email);

      await call((done) => signedIn.changePassword('javascript wrote this', 'javascript changed it', done));
      const refreshed = await call<CognitoUserSession>((done) => signedIn.refreshSession(session!.getRefreshToken(), done));
      expect(refreshed.getRefreshToken().getToken()).not.toBe(session!.getRefreshToken().getToken());
      const attributes = await call<CognitoUserAttribute[]>((done) => signedIn.getUserAttributes(done));
      expect(attributes.find((a) => a.getName() === 'email')?.getValue()).toBe(email);
      await new Promise<void>((resolve, reject) => signedIn.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }));

      const forgetful = cognitoUser(email);
      await new Promise<void>((resolve, reject) =>
        forgetful.forgotPassword({ onSuccess: () => resolve(), onFailure: reject, inputVerificationCode: () => resolve() }),
      );
      const resetCode = await latestCode(email);
      await new Promise<void>((resolve, reject) =>
        forgetful.confirmPassword(resetCode, 'javascript reset it', { onSuccess: () => resolve(), onFailure: reject }),
      );
      const again = await authenticate(cognitoUser(email), 'javascript reset it');
      expect(again.session?.isValid()).toBe(true);
    });

    it('should complete the new-password challenge', async () => {
      // reset@ was given a new password by the SDK test above; put a fresh must-change account in place.
      await testDatabase.database.db
        .updateTable('identity_user')
        .set({ status: 'password-change-required' })
        .where('username', '=', 'staff@example.com')
        .execute();
      const user = cognitoUser('staff@example.com');
      expect(await authenticate(user, demoPassword)).toEqual({ newPassword: true });
      const session = await new Promise<CognitoUserSession>((resolve, reject) =>
        user.completeNewPasswordChallenge('stevie sees every stream', {}, { onSuccess: resolve, onFailure: reject }),
      );
      expect(session.isValid()).toBe(true);
      const wrong = await authenticate(cognitoUser('staff@example.com'), 'not this one at all').catch((error: { code: string }) => error.code);
      expect(wrong).toBe('NotAuthorizedException');
    });
  });
});
