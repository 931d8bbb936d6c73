import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import {
  type AttributeType,
  type AuthenticationResultType,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getClock } from '@club/clock';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { KeyRing } from '../../infra/keys';
import type { IdentityPoolSessionTable } from './db';
import { HttpError } from '../../infra/http/errors';
import type { IdentityProvider, ProviderSession, SignedIn } from './provider';
import { type IdentityUser, type SessionEndProof, type SessionView, maskDestination, messages, normaliseUsername, toSessionView } from './service';
import { type SessionLifetime, type SessionOrigin, defaultSessionLifetime } from './sessions';
import { type ThrottleLimits, accountKey, createThrottle, defaultThrottleLimits, ipKey } from './throttle';
import type { Tokens } from './tokens';

export interface UserPoolProviderOptions {
  /** IDENTITY_USER_POOL_ENDPOINT: a non-AWS endpoint speaking the protocol; absent → the region's AWS endpoint. */
  endpoint?: string;
  /** IDENTITY_USER_POOL_REGION, e.g. eu-west-2. */
  region: string;
  /** IDENTITY_USER_POOL_CLIENT_ID: a public app client (no secret) with USER_PASSWORD_AUTH enabled. */
  clientId: string;
  db: Kysely<DB>;
  /** The platform's own tokens: the browser's cookies carry these, never the pool's. */
  tokens: Tokens;
  /** The platform's keys: the pool-session key encrypts the pool's refresh tokens at rest. */
  keys: KeyRing;
  now?: () => Date;
  limits?: Partial<ThrottleLimits>;
  /** A sign-in's absolute lifetime and idle timeout, as the embedded provider's (sessions.ts). */
  sessionLifetime?: SessionLifetime;
}

type Refusal = { status: number; message: string; code: string };

/**
 * A club's existing user pool (Cognito, or anything speaking its protocol) as the identity provider,
 * through the cloud service's own SDK. The browser still gets only the platform's httpOnly cookies: the
 * pool's refresh token is kept here encrypted, one row per sign-in (identity_pool_session), and used
 * server-side whenever the pool must be asked (a refresh re-checks the account with the pool every 15
 * minutes). Users are the pool's `sub`; the pool's refusals become the embedded provider's answers.
 */
export function createUserPoolProvider(options: UserPoolProviderOptions): IdentityProvider & { close(): void } {
  const { db, tokens, clientId } = options;
  const now = options.now ?? (() => getClock().now());
  const lifetime = options.sessionLifetime ?? defaultSessionLifetime;
  const throttle = createThrottle(db, { ...defaultThrottleLimits, ...options.limits }, now);
  const client = new CognitoIdentityProviderClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  const encrypt = (value: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', options.keys.current('pool-session'), iv);
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  /** Decrypts with the current key, else a previous root's or the legacy one (GCM's tag tells which fits). */
  const decrypt = (value: string) => {
    const raw = Buffer.from(value, 'base64url');
    for (const key of options.keys.all('pool-session')) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        // Not this key: try the next one.
      }
    }
    throw new Error('A user-pool session could not be decrypted with any key in use');
  };

  /**
   * Runs a pool call; its refusals become the embedded provider's HttpErrors. `notAuthorized` says what a
   * plain NotAuthorized means for this call (a wrong password, an old password, a session that is over).
   */
  async function ask<T>(call: () => Promise<T>, notAuthorized: Refusal): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof CognitoIdentityProviderServiceException)) throw error;
      const refusal = refusalOf(error, notAuthorized);
      if (!refusal) throw error;
      throw new HttpError(refusal.status, refusal.message, { code: refusal.code });
    }
  }

  const incorrect: Refusal = { status: 401, message: messages.incorrect, code: 'notAuthorized' };
  const sessionOver: Refusal = { status: 401, message: messages.sessionOver, code: 'notAuthorized' };
  const noActiveUser = () => new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });

  async function poolUser(
    accessToken: string,
  ): Promise<Pick<Selectable<IdentityPoolSessionTable>, 'sub' | 'username' | 'email' | 'given_name' | 'family_name'>> {
    const answer = await ask(() => client.send(new GetUserCommand({ AccessToken: accessToken })), sessionOver);
    const attribute = (name: string) => answer.UserAttributes?.find((item: AttributeType) => item.Name === name)?.Value;
    const sub = attribute('sub');
    if (!sub) throw new Error('The user pool answered GetUser without a sub');
    const email = normaliseUsername(attribute('email') ?? answer.Username ?? '');
    return {
      sub,
      username: email || (answer.Username ?? sub),
      email,
      given_name: attribute('given_name') || null,
      family_name: attribute('family_name') || null,
    };
  }

  const toUser = (row: Pick<Selectable<IdentityPoolSessionTable>, 'sub' | 'username' | 'email' | 'given_name' | 'family_name'>): IdentityUser => ({
    sub: row.sub,
    username: row.username,
    email: row.email,
    given_name: row.given_name,
    family_name: row.family_name,
    // The pool decides who may sign in; staff bypass (SPEC 6) is a flag of the embedded accounts only.
    status: 'active',
    bypassed: 0,
  });

  async function platformSession(row: Selectable<IdentityPoolSessionTable>, refreshToken: string): Promise<ProviderSession> {
    const access = await tokens.signAccess({ sub: row.sub, sid: row.id, username: row.username, clientId });
    // The refresh cookie lives as long as the sign-in's absolute end, and no longer.
    const refreshSeconds = Math.max(0, Math.floor((Date.parse(row.expires_at) - now().getTime()) / 1000));
    return { user: toUser(row), accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken, familyId: row.id, refreshSeconds };
  }

  async function startSession(result: AuthenticationResultType | undefined, origin: SessionOrigin | undefined): Promise<ProviderSession> {
    if (!result?.AccessToken || !result.RefreshToken) throw new Error('The user pool answered a sign-in without tokens');
    const user = await poolUser(result.AccessToken);
    const at = now();
    await db.deleteFrom('identity_pool_session').where('sub', '=', user.sub).where('expires_at', '<', at.toISOString()).execute();
    const refresh = tokens.newRefreshToken();
    const row: Selectable<IdentityPoolSessionTable> = {
      id: randomUUID(),
      refresh_hash: refresh.hash,
      ...user,
      pool_refresh_token: encrypt(result.RefreshToken),
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + lifetime.absoluteMs).toISOString(),
      revoked_at: null,
      last_seen_at: at.toISOString(),
      device: origin?.device ?? null,
      browser: origin?.browser ?? null,
      country: origin?.country ?? null,
    };
    await db.insertInto('identity_pool_session').values(row).execute();
    return platformSession(row, refresh.token);
  }

  /** A sign-in not revoked, before its absolute end, and refreshed within the idle timeout. */
  const liveSession = (query: { id?: string; refreshHashes?: string[]; sub?: string }) => {
    const at = now();
    let select = db
      .selectFrom('identity_pool_session')
      .selectAll()
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at.toISOString())
      .where('last_seen_at', '>', new Date(at.getTime() - lifetime.idleMs).toISOString());
    if (query.id) select = select.where('id', '=', query.id);
    if (query.sub) select = select.where('sub', '=', query.sub);
    if (query.refreshHashes) select = select.where('refresh_hash', 'in', query.refreshHashes);
    return select;
  };
  const liveSessionOne = (query: { id?: string; refreshHashes?: string[] }) => liveSession(query).executeTakeFirst();

  /** Ends a sign-in here and at the pool (its refresh token, and the pool access tokens it issued). */
  async function endPoolSession(row: Selectable<IdentityPoolSessionTable>) {
    await revoke(row.id);
    // The platform's sign-in is over whatever the pool answers (even unreachable).
    await client.send(new RevokeTokenCommand({ ClientId: clientId, Token: decrypt(row.pool_refresh_token) })).catch(() => undefined);
  }

  const revoke = (id: string) =>
    db.updateTable('identity_pool_session').set({ revoked_at: now().toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).execute();

  /** A fresh pool access token for a sign-in (the pool's refresh), its attributes re-read and kept. */
  async function poolAccess(row: Selectable<IdentityPoolSessionTable>) {
    let result: AuthenticationResultType | undefined;
    try {
      result = (
        await ask(
          () =>
            client.send(
              new InitiateAuthCommand({
                ClientId: clientId,
                AuthFlow: 'REFRESH_TOKEN_AUTH',
                AuthParameters: { REFRESH_TOKEN: decrypt(row.pool_refresh_token) },
              }),
            ),
          sessionOver,
        )
      ).AuthenticationResult;
    } catch (error) {
      // The pool ended it (signed out elsewhere, disabled, expired): so does the platform.
      if (error instanceof HttpError && error.statusCode < 500) await revoke(row.id);
      if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) {
        throw new HttpError(401, messages.sessionOver, { code: 'notAuthorized' });
      }
      throw error;
    }
    if (!result?.AccessToken) throw new Error('The user pool answered a refresh without an access token');
    const user = await poolUser(result.AccessToken);
    if (user.sub !== row.sub) throw new Error('The user pool answered a refresh for another user');
    const updated = {
      ...row,
      ...user,
      // Pools that rotate refresh tokens answer a new one; the old one is spent.
      pool_refresh_token: result.RefreshToken ? encrypt(result.RefreshToken) : row.pool_refresh_token,
    };
    await db
      .updateTable('identity_pool_session')
      .set({
        email: updated.email,
        username: updated.username,
        given_name: updated.given_name,
        family_name: updated.family_name,
        pool_refresh_token: updated.pool_refresh_token,
      })
      .where('id', '=', row.id)
      .execute();
    return { accessToken: result.AccessToken, row: updated };
  }

  /**
   * The pool's InitiateAuth for a username and password, behind the sign-in throttle (per account and
   * address, and per address): refused at once while it is closed, a `refusal` counted as a failure, a
   * success clearing the account's count. Signing in, and authenticating again, both come through here.
   */
  async function passwordAuth(username: string, password: string, ip: string, refusal: Refusal) {
    await throttle.assertOpen([accountKey(username, ip), ipKey(ip)], messages.tooManySignIns);
    let answer;
    try {
      answer = await ask(
        () =>
          client.send(
            new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }),
          ),
        refusal,
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === refusal.status) await throttle.recordFailure(accountKey(username, ip), ipKey(ip));
      throw error;
    }
    await throttle.clear(accountKey(username, ip));
    return answer;
  }

  /**
   * The password again before ending other sign-ins (ASVS 7.5.2), checked by the pool behind the sign-in
   * throttle. The pool answers a check that succeeds with tokens of its own: revoked at once.
   */
  async function confirmPassword(row: Selectable<IdentityPoolSessionTable>, proof: SessionEndProof) {
    if (!proof.password) throw new HttpError(403, messages.passwordToEndSessions, { code: 'passwordRequired' });
    const answer = await passwordAuth(row.username, proof.password, proof.ip, { status: 403, message: messages.wrongOldPassword, code: 'notAuthorized' });
    const spare = answer.AuthenticationResult?.RefreshToken;
    if (spare) await client.send(new RevokeTokenCommand({ ClientId: clientId, Token: spare })).catch(() => undefined);
  }

  async function signedInRow(signedIn: SignedIn) {
    const row = signedIn ? await liveSessionOne({ id: signedIn.familyId }) : undefined;
    if (!row || row.sub !== signedIn?.sub) throw noActiveUser();
    return row;
  }

  return {
    async signUp(input) {
      const username = normaliseUsername(input.username);
      const email = normaliseUsername(input.email);
      if (username !== email) throw new HttpError(400, messages.usernameMismatch, { code: 'invalidParameter' });
      const attributes = [
        { Name: 'email', Value: email },
        ...(input.givenName?.trim() ? [{ Name: 'given_name', Value: input.givenName.trim() }] : []),
        ...(input.familyName?.trim() ? [{ Name: 'family_name', Value: input.familyName.trim() }] : []),
      ];
      try {
        const answer = await ask(
          () => client.send(new SignUpCommand({ ClientId: clientId, Username: username, Password: input.password, UserAttributes: attributes })),
          incorrect,
        );
        return { destination: answer.CodeDeliveryDetails?.Destination ?? maskDestination(email) };
      } catch (error) {
        // As the embedded provider: the same answer whether or not the address already has an account.
        if (error instanceof CognitoIdentityProviderServiceException && error.name === 'UsernameExistsException') {
          return { destination: maskDestination(email) };
        }
        throw error;
      }
    },

    async confirmSignUp(input) {
      await ask(
        () => client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: normaliseUsername(input.username), ConfirmationCode: input.code.trim() })),
        { status: 400, message: messages.codeMismatch, code: 'codeMismatch' },
      );
    },

    async resendCode(input) {
      const username = normaliseUsername(input.username);
      const answer = await quietly(() => ask(() => client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: username })), incorrect));
      return { destination: answer?.CodeDeliveryDetails?.Destination ?? maskDestination(username) };
    },

    async signIn(input, ip) {
      const username = normaliseUsername(input.username);
      const answer = await passwordAuth(username, input.password, ip, incorrect);
      if (answer.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
        if (!input.newPassword) return { kind: 'newPasswordRequired' };
        const newPassword = input.newPassword;
        const responded = await ask(
          () =>
            client.send(
              new RespondToAuthChallengeCommand({
                ClientId: clientId,
                ChallengeName: 'NEW_PASSWORD_REQUIRED',
                Session: answer.Session,
                ChallengeResponses: { USERNAME: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? username, NEW_PASSWORD: newPassword },
              }),
            ),
          { status: 401, message: messages.challengeExpired, code: 'notAuthorized' },
        );
        return { kind: 'signedIn', session: await startSession(responded.AuthenticationResult, input.origin) };
      }
      if (answer.ChallengeName) {
        // MFA and custom challenges have no browser flow here yet: refused plainly rather than half-done.
        throw new HttpError(400, `This account needs a sign-in step the site does not offer (${answer.ChallengeName}).`, {
          code: 'unsupportedChallenge',
        });
      }
      return { kind: 'signedIn', session: await startSession(answer.AuthenticationResult, input.origin) };
    },

    async forgotPassword(input) {
      const username = normaliseUsername(input.username);
      const answer = await quietly(() => ask(() => client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: username })), incorrect));
      return { destination: answer?.CodeDeliveryDetails?.Destination ?? maskDestination(username) };
    },

    async confirmForgotPassword(input) {
      const username = normaliseUsername(input.username);
      await ask(
        () =>
          client.send(
            new ConfirmForgotPasswordCommand({ ClientId: clientId, Username: username, ConfirmationCode: input.code.trim(), Password: input.newPassword }),
          ),
        { status: 400, message: messages.codeMismatch, code: 'codeMismatch' },
      );
      // As the embedded provider: a reset ends every sign-in of the account here.
      const sessions = await db.selectFrom('identity_pool_session').select('id').where('username', '=', username).execute();
      for (const { id } of sessions) await revoke(id);
    },

    async changePassword(signedIn, input) {
      const row = await signedInRow(signedIn);
      const { accessToken } = await poolAccess(row);
      await ask(
        () => client.send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: input.oldPassword, ProposedPassword: input.newPassword })),
        { status: 400, message: messages.wrongOldPassword, code: 'notAuthorized' },
      );
      // Other sign-ins end, this one stays (as the embedded provider).
      await db
        .updateTable('identity_pool_session')
        .set({ revoked_at: now().toISOString() })
        .where('sub', '=', row.sub)
        .where('id', '<>', row.id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async attributes(signedIn) {
      return toUser((await poolAccess(await signedInRow(signedIn))).row);
    },

    async updateAttributes(signedIn, patch) {
      const row = await signedInRow(signedIn);
      const { accessToken } = await poolAccess(row);
      const changes = Object.entries({
        given_name: patch.given_name?.trim(),
        family_name: patch.family_name?.trim(),
        email: patch.email === undefined ? undefined : normaliseUsername(patch.email),
      })
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([Name, Value]) => ({ Name, Value }));
      if (changes.length > 0) {
        await ask(() => client.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: changes })), sessionOver);
      }
      return toUser((await poolAccess(row)).row);
    },

    async refresh(refreshToken) {
      const row = await liveSessionOne({ refreshHashes: tokens.refreshHashes(refreshToken) });
      if (!row) throw new HttpError(401, messages.sessionOver, { code: 'notAuthorized' });
      const seen = now().toISOString();
      await db.updateTable('identity_pool_session').set({ last_seen_at: seen }).where('id', '=', row.id).execute();
      return platformSession((await poolAccess(row)).row, refreshToken);
    },

    async signOut(by) {
      const rows = await Promise.all([
        by.familyId ? liveSessionOne({ id: by.familyId }) : undefined,
        by.refreshToken ? liveSessionOne({ refreshHashes: tokens.refreshHashes(by.refreshToken) }) : undefined,
      ]);
      const seen = new Set<string>();
      for (const row of rows) {
        if (!row || seen.has(row.id)) continue;
        seen.add(row.id);
        await endPoolSession(row);
      }
    },

    async userFromAccessToken(token) {
      const claims = await tokens.verifyAccess(token);
      if (!claims) return null;
      const row = await liveSessionOne({ id: claims.sid });
      if (!row || row.sub !== claims.sub) return null;
      return { user: toUser(row), familyId: row.id, expiresAt: new Date(claims.expiresAt * 1000) };
    },

    sessions: {
      /** The signed-in fan's sign-ins through the pool that have not ended, newest first. */
      async list(signedIn): Promise<SessionView[]> {
        const current = await signedInRow(signedIn);
        const rows = await liveSession({ sub: current.sub }).orderBy('last_seen_at', 'desc').execute();
        return rows.map((row) => toSessionView({ ...row, last_seen_at: row.last_seen_at ?? row.created_at }, current.id));
      },
      /** Another account's sign-in, an unknown id and one already ended answer alike (404). */
      async end(signedIn, id, proof) {
        const current = await signedInRow(signedIn);
        const row = await liveSession({ id, sub: current.sub }).executeTakeFirst();
        if (!row) throw new HttpError(404, messages.sessionNotFound, { code: 'sessionNotFound' });
        if (row.id !== current.id) await confirmPassword(current, proof);
        await endPoolSession(row);
      },
      async endOthers(signedIn, proof) {
        const current = await signedInRow(signedIn);
        await confirmPassword(current, proof);
        const rows = await liveSession({ sub: current.sub }).where('id', '<>', current.id).execute();
        for (const row of rows) await endPoolSession(row);
      },
    },

    close: () => client.destroy(),
  };
}

/** A call whose refusal changes nothing for the person (unknown addresses answer like known ones). */
async function quietly<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode !== 429) return undefined;
    if (error instanceof CognitoIdentityProviderServiceException) return undefined;
    throw error;
  }
}

function refusalOf(error: CognitoIdentityProviderServiceException, notAuthorized: Refusal): Refusal | undefined {
  switch (error.name) {
    case 'NotAuthorizedException':
      if (error.message === 'User is disabled.' || error.message === messages.blocked) {
        return { status: 403, message: messages.blocked, code: 'blocked' };
      }
      return notAuthorized;
    case 'UserNotFoundException':
      return notAuthorized;
    case 'UserNotConfirmedException':
      return { status: 403, message: messages.notConfirmed, code: 'userNotConfirmed' };
    case 'InvalidPasswordException':
      return { status: 400, message: error.message, code: 'invalidPassword' };
    case 'CodeMismatchException':
      return { status: 400, message: messages.codeMismatch, code: 'codeMismatch' };
    case 'ExpiredCodeException':
      return { status: 400, message: messages.codeExpired, code: 'expiredCode' };
    case 'AliasExistsException':
      return { status: 409, message: messages.emailTaken, code: 'emailTaken' };
    case 'PasswordResetRequiredException':
      return { status: 400, message: error.message, code: 'passwordResetRequired' };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return { status: 429, message: error.message, code: 'tooManyAttempts' };
    case 'InvalidParameterException':
      return { status: 400, message: error.message, code: 'invalidParameter' };
    default:
      return undefined;
  }
}
