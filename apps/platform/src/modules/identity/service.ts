import { randomInt, randomUUID } from 'node:crypto';
import { type Session, type UserAttributes, hasUnsafeCharacters, passwordMaxLength, personNameSchema, unsafeEmailMessage } from '@club/api-client';
import { getClock } from '@club/clock';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { IdentitySessionTable, IdentityUserTable } from './db';
import { HttpError } from '../../infra/http/errors';
import type { Mailer } from '../../infra/mail/mailer';
import type { RateLimitStore } from '../../infra/rate-limit/limiter';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { type ThrottleLimits, accountKey, codeKey, createThrottle, defaultThrottleLimits, ipKey } from './throttle';
import { type SessionLifetime, type SessionOrigin, defaultSessionLifetime, endAllSessions } from './sessions';
import type { Tokens } from './tokens';

export type UserRow = Selectable<IdentityUserTable>;
/**
 * What ending another device's sign-in takes (ASVS 7.5.2): the fan's current password, and the address it
 * came from for the sign-in throttle. Absent for a plain sign-out of this browser.
 */
export interface SessionEndProof {
  password?: string;
  ip: string;
}

/** A user as the browser endpoints and CurrentUser see them, whichever provider holds the account. */
export type IdentityUser = Pick<UserRow, 'sub' | 'username' | 'email' | 'given_name' | 'family_name' | 'status' | 'bypassed'>;

/** The sentences a person sees (SPEC 8's words where it has them). */
export const messages = {
  incorrect: 'Incorrect username or password.',
  blocked: 'Your account has been blocked by an administrator',
  notConfirmed: 'Confirm your email address with the code we sent you before signing in.',
  passwordChangeRequired: 'Choose a new password to finish signing in.',
  noActiveUser: 'No active user',
  codeMismatch: 'That code is not right. Check the email and try again.',
  codeExpired: 'That code has expired or has been tried too many times. Ask for a new one.',
  sessionOver: 'Your session has ended. Please log in again.',
  wrongOldPassword: 'Your current password is not right.',
  emailTaken: 'That email address is already used by another account.',
  usernameMismatch: 'The username must be the email address.',
  tooManySignIns: 'Too many failed sign-in attempts.',
  tooManyMails: 'Too many emails have been requested.',
  tooManyCodes: 'Too many wrong codes.',
  samePassword: 'Choose a password different from your current one.',
  challengeExpired: 'The sign-in took too long. Please log in again.',
  unsafeUsername: unsafeEmailMessage,
  sessionNotFound: 'That sign-in has already ended or is not yours.',
  passwordToEndSessions: 'Enter your password to sign out your other devices.',
  emailNeedsCode: 'To change your email address, confirm it with your password and the code we send to the new address.',
  sameEmail: 'That is already your email address.',
  noEmailChange: 'There is no email change waiting. Ask for a new code.',
} as const;

/**
 * A given or family name as stored: trimmed, '' as null, refused (400 invalidParameter) when too long or
 * holding control, bidi or lone-surrogate characters. The browser routes' schemas check the same; the
 * user-pool protocol reaches the service with raw attribute values, so the service checks too.
 */
function personName(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const parsed = personNameSchema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'That name is not valid.', { code: 'invalidParameter' });
  }
  return parsed.data || null;
}

const codeLifetimeMs = { 'sign-up': 24 * 60 * 60_000, 'reset-password': 60 * 60_000, 'change-email': 60 * 60_000 } as const;
const maxCodeAttempts = 5;
/** How long after its use a refresh token may come again without counting as reuse (concurrent tabs). */
export const refreshReuseGraceMs = 10_000;

export interface IssuedSession {
  user: UserRow;
  accessToken: string;
  accessExpiresAt: Date;
  idToken: string;
  refreshToken: string;
  familyId: string;
  /** The sign-in's absolute end, which the refresh cookie's life follows. */
  sessionExpiresAt: Date;
  /** Seconds from now to that end, by the platform's clock (the refresh cookie's Max-Age). */
  refreshSeconds: number;
}

/** A sign-in as "Signed-in devices" lists it. */
export interface SessionView {
  id: string;
  device: string | null;
  browser: string | null;
  country: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}

/** A sign-in's row as "Signed-in devices" lists it; `currentId` is the sign-in of the request asking. */
export function toSessionView(
  row: Pick<Selectable<IdentitySessionTable>, 'id' | 'device' | 'browser' | 'country' | 'created_at' | 'last_seen_at' | 'expires_at'>,
  currentId: string,
): SessionView {
  return {
    id: row.id,
    device: row.device,
    browser: row.browser,
    country: row.country,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    current: row.id === currentId,
  };
}

export type SignInOutcome = { kind: 'signedIn'; session: IssuedSession } | { kind: 'newPasswordRequired'; user: UserRow };

export interface IdentityServiceOptions {
  tokens: Tokens;
  mailer: Mailer;
  clubName: string;
  /** Where people sign in, for the mails. */
  siteUrl?: string;
  now?: () => Date;
  limits?: Partial<ThrottleLimits>;
  /** Where mails are counted: Redis when REDIS_URL is set; by default the database. */
  rateLimits?: RateLimitStore;
  /** A hash of a random password, verified for unknown usernames so they take as long as known ones. */
  dummyHash: string;
  /** A sign-in's absolute lifetime and idle timeout (sessions.ts); absent → 30 and 14 days. */
  sessionLifetime?: SessionLifetime;
}

/** `f***@example.com`: enough for a person to recognise their address, not enough to harvest it. */
export function maskDestination(address: string): string {
  const [local = '', domain] = address.split('@');
  return domain === undefined ? `${local.slice(0, 1)}***` : `${local.slice(0, 1)}***@${domain}`;
}

/**
 * A username as stored and looked up: trimmed and lowercased. One with control, bidi or lone-surrogate
 * characters is no one's (and Postgres refuses NUL in text): a 400, not a lookup.
 */
export function normaliseUsername(username: string): string {
  if (hasUnsafeCharacters(username)) throw new HttpError(400, messages.unsafeUsername, { code: 'invalidParameter' });
  return username.trim().toLowerCase();
}

export function toAttributes(user: IdentityUser): UserAttributes {
  return { sub: user.sub, email: user.email, given_name: user.given_name, family_name: user.family_name };
}

export function displayName(user: Pick<UserRow, 'given_name' | 'family_name' | 'email'>): string {
  const name = [user.given_name, user.family_name].filter(Boolean).join(' ').trim();
  return name || user.email;
}

export function toSession(user: IdentityUser, expiresAt: Date): Session {
  return {
    user: toAttributes(user),
    displayName: displayName(user),
    bypassed: user.bypassed === 1,
    expiresAt: expiresAt.toISOString(),
  };
}

function refusePassword(password: string, email: string): void {
  const problem = passwordProblem(password, { email });
  if (problem) throw new HttpError(400, problem, { code: 'invalidPassword' });
}

/**
 * The embedded identity provider (SPEC 7), shared by the browser endpoints (`routes.ts`, cookies) and
 * the user-pool wire protocol (`user-pool.ts`, tokens in bodies). Refusals are HttpErrors whose `code`
 * each transport maps to its own shape.
 */
export function createIdentityService(db: Kysely<DB>, options: IdentityServiceOptions) {
  const { tokens, mailer } = options;
  const now = options.now ?? (() => getClock().now());
  const limits = { ...defaultThrottleLimits, ...options.limits };
  const throttle = createThrottle(db, limits, now, options.rateLimits);
  const lifetime = options.sessionLifetime ?? defaultSessionLifetime;

  const findByUsername = (username: string) =>
    db.selectFrom('identity_user').selectAll().where('username', '=', normaliseUsername(username)).executeTakeFirst();
  const findBySub = (sub: string) => db.selectFrom('identity_user').selectAll().where('sub', '=', sub).executeTakeFirst();

  async function issueCode(user: UserRow, purpose: 'sign-up' | 'reset-password'): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    const row = {
      sub: user.sub,
      purpose,
      code_hash: tokens.codeHash(`${user.sub}:${purpose}:${code}`),
      attempts: 0,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + codeLifetimeMs[purpose]).toISOString(),
    };
    await db
      .insertInto('identity_code')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['sub', 'purpose']).doUpdateSet({
          code_hash: row.code_hash,
          attempts: 0,
          created_at: row.created_at,
          expires_at: row.expires_at,
        }),
      )
      .execute();
    return code;
  }

  /** Checks a code; a wrong one counts, and the last allowed wrong try ends the code. */
  async function checkCode(username: string, purpose: 'sign-up' | 'reset-password', code: string, ip: string) {
    await throttle.assertOpen([codeKey(normaliseUsername(username)), ipKey(ip)], messages.tooManyCodes);
    const user = await findByUsername(username);
    const row = user
      ? await db
          .selectFrom('identity_code')
          .selectAll()
          .where('sub', '=', user.sub)
          .where('purpose', '=', purpose)
          .executeTakeFirst()
      : undefined;
    if (!user || (purpose === 'sign-up' && user.status !== 'unconfirmed')) {
      // Unknown and already-confirmed accounts answer like a wrong code: nothing to learn here.
      await throttle.recordFailure(codeKey(normaliseUsername(username)), ipKey(ip));
      throw new HttpError(400, messages.codeMismatch, { code: 'codeMismatch' });
    }
    if (!row || Date.parse(row.expires_at) <= now().getTime() || row.attempts >= maxCodeAttempts) {
      throw new HttpError(400, messages.codeExpired, { code: 'expiredCode' });
    }
    if (!tokens.codeMatches(`${user.sub}:${purpose}:${code.trim()}`, row.code_hash)) {
      await db
        .updateTable('identity_code')
        .set({ attempts: row.attempts + 1 })
        .where('sub', '=', user.sub)
        .where('purpose', '=', purpose)
        .execute();
      await throttle.recordFailure(codeKey(normaliseUsername(username)), ipKey(ip));
      throw new HttpError(400, messages.codeMismatch, { code: 'codeMismatch' });
    }
    return user;
  }

  async function countMail(username: string, ip: string) {
    await throttle.countMail(
      [
        { key: `mail-ip:${ip}`, limit: limits.ipMails },
        { key: `mail-account:${normaliseUsername(username)}`, limit: limits.accountMails },
      ],
      messages.tooManyMails,
    );
  }

  async function sendSignUpCode(user: UserRow) {
    const code = await issueCode(user, 'sign-up');
    await mailer.send({
      to: user.email,
      subject: `Your ${options.clubName} verification code`,
      text:
        `Your verification code is ${code}\n\nEnter it to finish creating your ${options.clubName} account. ` +
        `It expires in 24 hours.\n\nIf you did not ask for an account, ignore this email.`,
    });
  }

  async function sendResetCode(user: UserRow) {
    const code = await issueCode(user, 'reset-password');
    await mailer.send({
      to: user.email,
      subject: `Reset your ${options.clubName} password`,
      text:
        `Your password reset code is ${code}\n\nEnter it with your new password. It expires in 1 hour.\n\n` +
        `If you did not ask to reset your password, ignore this email: your password has not changed.`,
    });
  }

  /**
   * Tokens for a sign-in: a new one (a session row, its absolute end fixed now) or, given the session a
   * refresh belongs to, the next of that one, which keeps its absolute end (ASVS 7.3.2).
   */
  async function newSession(
    user: UserRow,
    clientId: string,
    from: { session: Pick<IdentitySessionTable, 'id' | 'expires_at'> } | { origin: SessionOrigin | undefined },
  ): Promise<IssuedSession> {
    const at = now();
    let familyId: string;
    let sessionEnd: Date;
    if ('session' in from) {
      familyId = from.session.id;
      sessionEnd = new Date(from.session.expires_at);
    } else {
      // A new sign-in tidies the user's expired refresh tokens and sessions, so the tables do not grow without end.
      await db.deleteFrom('identity_refresh_token').where('sub', '=', user.sub).where('expires_at', '<', at.toISOString()).execute();
      await db.deleteFrom('identity_session').where('sub', '=', user.sub).where('expires_at', '<', at.toISOString()).execute();
      familyId = randomUUID();
      sessionEnd = new Date(at.getTime() + lifetime.absoluteMs);
      await db
        .insertInto('identity_session')
        .values({
          id: familyId,
          sub: user.sub,
          created_at: at.toISOString(),
          expires_at: sessionEnd.toISOString(),
          last_seen_at: at.toISOString(),
          device: from.origin?.device ?? null,
          browser: from.origin?.browser ?? null,
          country: from.origin?.country ?? null,
          ended_at: null,
        })
        .execute();
    }
    const refresh = tokens.newRefreshToken();
    await db
      .insertInto('identity_refresh_token')
      .values({
        token_hash: refresh.hash,
        family_id: familyId,
        sub: user.sub,
        created_at: at.toISOString(),
        expires_at: sessionEnd.toISOString(),
        used_at: null,
        revoked_at: null,
      })
      .execute();
    const access = await tokens.signAccess({ sub: user.sub, sid: familyId, username: user.username, clientId, notAfter: sessionEnd });
    const idToken = await tokens.signId({
      sub: user.sub,
      email: user.email,
      givenName: user.given_name,
      familyName: user.family_name,
      clientId,
    });
    return {
      user,
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
      idToken,
      refreshToken: refresh.token,
      familyId,
      sessionExpiresAt: sessionEnd,
      refreshSeconds: Math.max(0, Math.floor((sessionEnd.getTime() - at.getTime()) / 1000)),
    };
  }

  /** Ends one sign-in (`familyId`) or every sign-in of a user but one: tokens revoked, sessions ended. */
  async function revokeFamilies(where: { familyId: string } | { sub: string; exceptFamilyId?: string }) {
    const at = now().toISOString();
    if ('familyId' in where) {
      await db.updateTable('identity_refresh_token').set({ revoked_at: at }).where('family_id', '=', where.familyId).where('revoked_at', 'is', null).execute();
      await db.updateTable('identity_session').set({ ended_at: at }).where('id', '=', where.familyId).where('ended_at', 'is', null).execute();
      return;
    }
    await endAllSessions(db, where.sub, now(), where.exceptFamilyId);
  }

  async function setPassword(user: UserRow, password: string): Promise<UserRow> {
    refusePassword(password, user.email);
    const passwordHash = await hashPassword(password);
    const status = user.status === 'password-change-required' ? 'active' : user.status;
    const updatedAt = now().toISOString();
    await db
      .updateTable('identity_user')
      .set({ password_hash: passwordHash, status, updated_at: updatedAt })
      .where('sub', '=', user.sub)
      .execute();
    return { ...user, password_hash: passwordHash, status, updated_at: updatedAt };
  }

  /** The forced change of a password (the account was marked so): the old one will not do. */
  async function setNewRequiredPassword(user: UserRow, password: string): Promise<UserRow> {
    refusePassword(password, user.email);
    if (await verifyPassword(user.password_hash, password)) {
      throw new HttpError(400, messages.samePassword, { code: 'invalidPassword' });
    }
    return setPassword(user, password);
  }

  /**
   * A password checked behind the sign-in throttle (per account and address, and per address): refused at
   * once while the throttle is closed, a failure counted, a success clearing the account's count. No stored
   * password is longer than the policy allows, so an over-long one is wrong without hashing it (hashing a
   * megabyte would be an easy way to tie up the server). `hash` is the dummy one for an unknown account.
   */
  async function passwordHolds(name: string, hash: string, password: string, ip: string): Promise<boolean> {
    await throttle.assertOpen([accountKey(name, ip), ipKey(ip)], messages.tooManySignIns);
    const ok = [...password].length <= passwordMaxLength && (await verifyPassword(hash, password));
    if (ok) await throttle.clear(accountKey(name, ip));
    else await throttle.recordFailure(accountKey(name, ip), ipKey(ip));
    return ok;
  }

  /**
   * Authenticating again before ending other sign-ins (ASVS 7.5.2): the account's password, behind the same
   * throttle as signing in, so this is no faster way to guess it. Refused with 403, never 401: the fan is
   * still signed in, only this step was refused.
   */
  async function confirmPassword(signedIn: { sub: string }, password: string | undefined, ip: string): Promise<void> {
    const user = await findBySub(signedIn.sub);
    if (!user) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
    if (!password) throw new HttpError(403, messages.passwordToEndSessions, { code: 'passwordRequired' });
    if (!(await passwordHolds(user.username, user.password_hash, password, ip))) {
      throw new HttpError(403, messages.wrongOldPassword, { code: 'notAuthorized' });
    }
  }

  /**
   * The signed-in account, once its current password is right, before changing its password or its address:
   * 401 with no account, checked behind the sign-in throttle, a wrong one counted and refused with 400.
   */
  async function withCurrentPassword<Session extends { sub: string }>(signedIn: Session | null, password: string, ip: string): Promise<{ user: UserRow; session: Session }> {
    const user = signedIn ? await findBySub(signedIn.sub) : undefined;
    if (!signedIn || !user) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
    await throttle.assertOpen([accountKey(user.username, ip), ipKey(ip)], messages.tooManySignIns);
    if (!(await verifyPassword(user.password_hash, password))) {
      await throttle.recordFailure(accountKey(user.username, ip), ipKey(ip));
      throw new HttpError(400, messages.wrongOldPassword, { code: 'notAuthorized' });
    }
    return { user, session: signedIn };
  }

  /** Checks a username and password, with lockout; the same refusal for unknown and known users. */
  async function checkPassword(username: string, password: string, ip: string): Promise<UserRow> {
    const name = normaliseUsername(username);
    const user = await findByUsername(name);
    if (!(await passwordHolds(name, user?.password_hash ?? options.dummyHash, password, ip)) || !user) {
      throw new HttpError(401, messages.incorrect, { code: 'notAuthorized' });
    }
    // Only someone who knows the password learns the account's state.
    if (user.status === 'blocked') throw new HttpError(403, messages.blocked, { code: 'blocked' });
    if (user.status === 'unconfirmed') throw new HttpError(403, messages.notConfirmed, { code: 'userNotConfirmed' });
    return user;
  }

  return {
    async signUp(
      input: { username: string; password: string; email: string; givenName?: string; familyName?: string },
      ip: string,
    ): Promise<{ destination: string; userSub: string }> {
      const username = normaliseUsername(input.username);
      const email = normaliseUsername(input.email);
      if (username !== email) throw new HttpError(400, messages.usernameMismatch, { code: 'invalidParameter' });
      const givenName = personName(input.givenName) ?? null;
      const familyName = personName(input.familyName) ?? null;
      refusePassword(input.password, email);
      await countMail(username, ip);
      const existing = await findByUsername(username);
      const destination = maskDestination(email);
      if (existing) {
        // Same answer and about the same work as a new account; the owner hears about it by mail.
        await hashPassword(input.password);
        if (existing.status === 'unconfirmed') {
          await sendSignUpCode(existing);
        } else {
          await mailer.send({
            to: existing.email,
            subject: `Your ${options.clubName} account`,
            text:
              `Someone tried to create a ${options.clubName} account with this email address, which already has one.\n\n` +
              `If it was you, log in instead, or use "Forgot password" to choose a new password. ` +
              `If it was not you, you can ignore this email.`,
          });
        }
        return { destination, userSub: randomUUID() };
      }
      const at = now().toISOString();
      const user: UserRow = {
        sub: randomUUID(),
        username,
        email,
        given_name: givenName,
        family_name: familyName,
        password_hash: await hashPassword(input.password),
        status: 'unconfirmed',
        bypassed: 0,
        created_at: at,
        updated_at: at,
      };
      await db
        .insertInto('identity_user')
        .values(user)
        .onConflict((conflict) => conflict.column('username').doNothing())
        .execute();
      const stored = await findByUsername(username);
      if (stored?.sub !== user.sub) return { destination, userSub: randomUUID() };
      await sendSignUpCode(user);
      return { destination, userSub: user.sub };
    },

    async confirmSignUp(input: { username: string; code: string }, ip: string): Promise<void> {
      const user = await checkCode(input.username, 'sign-up', input.code, ip);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('identity_user')
          .set({ status: 'active', updated_at: now().toISOString() })
          .where('sub', '=', user.sub)
          .where('status', '=', 'unconfirmed')
          .execute();
        await trx.deleteFrom('identity_code').where('sub', '=', user.sub).where('purpose', '=', 'sign-up').execute();
      });
    },

    async resendCode(input: { username: string }, ip: string): Promise<{ destination: string }> {
      await countMail(input.username, ip);
      const user = await findByUsername(input.username);
      if (user?.status === 'unconfirmed') await sendSignUpCode(user);
      return { destination: maskDestination(user?.email ?? normaliseUsername(input.username)) };
    },

    /**
     * USER_PASSWORD_AUTH. An account that must choose a new password answers 'newPasswordRequired' unless
     * `newPassword` is given, which is then checked against the policy, set, and signs in.
     */
    async signIn(
      input: { username: string; password: string; newPassword?: string; clientId: string; origin?: SessionOrigin },
      ip: string,
    ): Promise<SignInOutcome> {
      let user = await checkPassword(input.username, input.password, ip);
      if (user.status === 'password-change-required') {
        if (!input.newPassword) return { kind: 'newPasswordRequired', user };
        user = await setNewRequiredPassword(user, input.newPassword);
      }
      return { kind: 'signedIn', session: await newSession(user, input.clientId, { origin: input.origin }) };
    },

    /** The user-pool protocol's NEW_PASSWORD_REQUIRED answer, within the challenge's few minutes. */
    async completeNewPassword(input: {
      session: string;
      username: string;
      newPassword: string;
      attributes: { given_name?: string; family_name?: string };
      clientId: string;
    }): Promise<IssuedSession> {
      const challenge = await tokens.verifyChallenge(input.session);
      const user = challenge ? await findBySub(challenge.sub) : undefined;
      if (!challenge || !user || challenge.username !== normaliseUsername(input.username)) {
        throw new HttpError(401, messages.challengeExpired, { code: 'notAuthorized' });
      }
      if (user.status !== 'password-change-required') throw new HttpError(401, messages.challengeExpired, { code: 'notAuthorized' });
      const givenName = personName(input.attributes.given_name);
      const familyName = personName(input.attributes.family_name);
      let updated = await setNewRequiredPassword(user, input.newPassword);
      const names = {
        ...(givenName !== undefined ? { given_name: givenName } : {}),
        ...(familyName !== undefined ? { family_name: familyName } : {}),
      };
      if (Object.keys(names).length > 0) {
        await db.updateTable('identity_user').set(names).where('sub', '=', user.sub).execute();
        updated = { ...updated, ...names };
      }
      return newSession(updated, input.clientId, { origin: undefined });
    },

    signChallenge: (user: UserRow) => tokens.signChallenge(user.sub, user.username),

    /**
     * Rotates a refresh token: the old one is spent, a new one of the same family issued. A spent token
     * presented again means it was copied, so the whole family (that sign-in) ends — unless it comes
     * within a few seconds of its use: the club site and the streamer share the cookies, so two tabs
     * refresh with the same token at the same moment, and neither should sign the fan out.
     */
    async refresh(refreshToken: string, clientId: string): Promise<IssuedSession> {
      const over = () => new HttpError(401, messages.sessionOver, { code: 'notAuthorized' });
      const row = await db
        .selectFrom('identity_refresh_token')
        .selectAll()
        .where('token_hash', 'in', tokens.refreshHashes(refreshToken))
        .executeTakeFirst();
      if (!row) throw over();
      const at = now();
      if (row.revoked_at !== null) {
        await revokeFamilies({ familyId: row.family_id });
        throw over();
      }
      if (Date.parse(row.expires_at) <= at.getTime()) throw over();
      let usedAt = row.used_at;
      if (usedAt === null) {
        // Compare-and-set: of two requests racing with one token, one spends it; the other finds it just spent.
        const spent = await db
          .updateTable('identity_refresh_token')
          .set({ used_at: at.toISOString() })
          .where('token_hash', '=', row.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) === 0) {
          const again = await db
            .selectFrom('identity_refresh_token')
            .select('used_at')
            .where('token_hash', '=', row.token_hash)
            .executeTakeFirst();
          usedAt = again?.used_at ?? at.toISOString();
        }
      }
      if (usedAt !== null && at.getTime() - Date.parse(usedAt) > refreshReuseGraceMs) {
        await revokeFamilies({ familyId: row.family_id });
        throw over();
      }
      const user = await findBySub(row.sub);
      if (!user || user.status === 'blocked' || user.status === 'unconfirmed') {
        await revokeFamilies({ familyId: row.family_id });
        throw over();
      }
      // The sign-in itself: ended, past its absolute end, or idle too long (ASVS 7.3.1, 7.3.2).
      const session = await db.selectFrom('identity_session').selectAll().where('id', '=', row.family_id).where('sub', '=', row.sub).executeTakeFirst();
      if (
        !session ||
        session.ended_at !== null ||
        Date.parse(session.expires_at) <= at.getTime() ||
        Date.parse(session.last_seen_at) + lifetime.idleMs <= at.getTime()
      ) {
        await revokeFamilies({ familyId: row.family_id });
        throw over();
      }
      await db.updateTable('identity_session').set({ last_seen_at: at.toISOString() }).where('id', '=', session.id).execute();
      return newSession(user, clientId, { session });
    },

    /** Ends one sign-in (its refresh family, and with it its access tokens). */
    async signOut(by: { refreshToken?: string; familyId?: string }): Promise<void> {
      if (by.familyId) await revokeFamilies({ familyId: by.familyId });
      if (by.refreshToken) {
        const row = await db
          .selectFrom('identity_refresh_token')
          .select('family_id')
          .where('token_hash', 'in', tokens.refreshHashes(by.refreshToken))
          .executeTakeFirst();
        if (row) await revokeFamilies({ familyId: row.family_id });
      }
    },

    /** Ends every sign-in of the user (GlobalSignOut). */
    async signOutEverywhere(sub: string): Promise<void> {
      await revokeFamilies({ sub });
    },

    async forgotPassword(input: { username: string }, ip: string): Promise<{ destination: string }> {
      await countMail(input.username, ip);
      const user = await findByUsername(input.username);
      if (user && (user.status === 'active' || user.status === 'password-change-required')) await sendResetCode(user);
      return { destination: maskDestination(user?.email ?? normaliseUsername(input.username)) };
    },

    async confirmForgotPassword(input: { username: string; code: string; newPassword: string }, ip: string): Promise<void> {
      const user = await checkCode(input.username, 'reset-password', input.code, ip);
      await setPassword(user, input.newPassword);
      await db.deleteFrom('identity_code').where('sub', '=', user.sub).where('purpose', '=', 'reset-password').execute();
      // A reset is what someone does when a password may be known to others: every session ends.
      await revokeFamilies({ sub: user.sub });
      await throttle.clear(accountKey(user.username, ip));
    },

    /** Change password for the signed-in user; other sign-ins end, this one stays. */
    async changePassword(
      signedIn: { sub: string; familyId: string } | null,
      input: { oldPassword: string; newPassword: string },
      ip: string,
    ): Promise<void> {
      const { user, session } = await withCurrentPassword(signedIn, input.oldPassword, ip);
      await setPassword(user, input.newPassword);
      await revokeFamilies({ sub: user.sub, exceptFamilyId: session.familyId });
    },

    async attributes(sub: string | undefined): Promise<UserRow> {
      const user = sub ? await findBySub(sub) : undefined;
      if (!user) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
      return user;
    },

    async updateAttributes(
      sub: string | undefined,
      patch: { given_name?: string; family_name?: string; email?: string },
    ): Promise<UserRow> {
      const user = sub ? await findBySub(sub) : undefined;
      if (!user) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
      const changes: Partial<UserRow> = {};
      const givenName = personName(patch.given_name);
      const familyName = personName(patch.family_name);
      if (givenName !== undefined) changes.given_name = givenName;
      if (familyName !== undefined) changes.family_name = familyName;
      // The address is the sign-in name: it changes only through requestEmailChange and its code (ASVS
      // 7.5.1). The same address again is no change, so a form that sends every field still works.
      if (patch.email !== undefined && normaliseUsername(patch.email) !== user.username) {
        throw new HttpError(400, messages.emailNeedsCode, { code: 'invalidParameter' });
      }
      if (Object.keys(changes).length === 0) return user;
      changes.updated_at = now().toISOString();
      await db.updateTable('identity_user').set(changes).where('sub', '=', user.sub).execute();
      return { ...user, ...changes };
    },

    /**
     * The user an access token stands for, or null: a valid signature, not expired, its sign-in neither
     * ended nor past its absolute end, and an account that is not waiting for confirmation. A block ends
     * every sign-in (studio/fans.ts), yet a blocked account's unexpired token still names it, with status
     * 'blocked', so the player can say why it stopped (SPEC 6's ERR_56882466_1): every module refuses a
     * blocked user (CurrentUser's `blocked`), and the identity routes treat one as signed out.
     */
    async userFromAccessToken(token: string): Promise<{ user: UserRow; familyId: string; expiresAt: Date } | null> {
      const claims = await tokens.verifyAccess(token);
      if (!claims) return null;
      const at = now().toISOString();
      const user = await db
        .selectFrom('identity_user')
        .selectAll()
        .where('sub', '=', claims.sub)
        .where(({ or, eb, exists, selectFrom }) =>
          or([
            eb('status', '=', 'blocked'),
            exists(
              selectFrom('identity_session')
                .select('id')
                .where('id', '=', claims.sid)
                .where('sub', '=', claims.sub)
                .where('ended_at', 'is', null)
                .where('expires_at', '>', at),
            ),
          ]),
        )
        .executeTakeFirst();
      if (!user || user.status === 'unconfirmed') return null;
      return { user, familyId: claims.sid, expiresAt: new Date(claims.expiresAt * 1000) };
    },

    /** The signed-in user's sign-ins that have not ended, newest first; `current` is this request's. */
    async listSessions(signedIn: { sub: string; familyId: string } | null): Promise<SessionView[]> {
      if (!signedIn) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
      const at = now();
      const rows = await db
        .selectFrom('identity_session')
        .selectAll()
        .where('sub', '=', signedIn.sub)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', at.toISOString())
        .orderBy('last_seen_at', 'desc')
        .execute();
      return rows
        .filter((row) => row.id === signedIn.familyId || Date.parse(row.last_seen_at) + lifetime.idleMs > at.getTime())
        .map((row) => toSessionView(row, signedIn.familyId));
    },

    /**
     * Ends one of the signed-in user's own sign-ins (ASVS 7.5.2). Another account's session, an unknown
     * id and one already ended answer alike (404), so nothing is learnt about other accounts' sessions.
     */
    async endSession(signedIn: { sub: string; familyId: string } | null, id: string, proof: SessionEndProof): Promise<void> {
      if (!signedIn) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
      const row = await db
        .selectFrom('identity_session')
        .select(['id'])
        .where('id', '=', id)
        .where('sub', '=', signedIn.sub)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, messages.sessionNotFound, { code: 'sessionNotFound' });
      // Signing this browser out is a plain sign-out; another device's sign-in takes the password first.
      if (row.id !== signedIn.familyId) await confirmPassword(signedIn, proof.password, proof.ip);
      await revokeFamilies({ familyId: row.id });
    },

    /** "Sign out everywhere else": with the password, every sign-in of the user but this one ends. */
    async endOtherSessions(signedIn: { sub: string; familyId: string } | null, proof: SessionEndProof): Promise<void> {
      if (!signedIn) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
      await confirmPassword(signedIn, proof.password, proof.ip);
      await revokeFamilies({ sub: signedIn.sub, exceptFamilyId: signedIn.familyId });
    },

    /**
     * Step one of an email change (ASVS 7.5.1): the current password, then a code mailed to the new
     * address. The account keeps its address until the code comes back (confirmEmailChange).
     */
    async requestEmailChange(
      signedIn: { sub: string; familyId: string } | null,
      input: { newEmail: string; password: string },
      ip: string,
    ): Promise<{ destination: string }> {
      const { user } = await withCurrentPassword(signedIn, input.password, ip);
      const email = normaliseUsername(input.newEmail);
      if (email === user.username) throw new HttpError(400, messages.sameEmail, { code: 'invalidParameter' });
      if (await findByUsername(email)) throw new HttpError(409, messages.emailTaken, { code: 'emailTaken' });
      await countMail(user.username, ip);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = now();
      const row = {
        sub: user.sub,
        new_email: email,
        code_hash: tokens.codeHash(`${user.sub}:change-email:${email}:${code}`),
        attempts: 0,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + codeLifetimeMs['change-email']).toISOString(),
      };
      await db
        .insertInto('identity_email_change')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('sub').doUpdateSet({
            new_email: row.new_email,
            code_hash: row.code_hash,
            attempts: 0,
            created_at: row.created_at,
            expires_at: row.expires_at,
          }),
        )
        .execute();
      await mailer.send({
        to: email,
        subject: `Confirm your new ${options.clubName} email address`,
        text:
          `Your confirmation code is ${code}\n\nEnter it in your ${options.clubName} account to make this your ` +
          `sign-in address. It expires in 1 hour.\n\nIf you did not ask for this, ignore this email: nothing changes.`,
      });
      return { destination: maskDestination(email) };
    },

    /**
     * Step two: the code from the new address. Only now does the address (and sign-in name) change; the
     * old address is told, so a fan whose session was borrowed hears of it where they still read mail.
     */
    async confirmEmailChange(
      signedIn: { sub: string; familyId: string } | null,
      input: { code: string },
      ip: string,
    ): Promise<UserRow> {
      const user = signedIn ? await findBySub(signedIn.sub) : undefined;
      if (!signedIn || !user) throw new HttpError(401, messages.noActiveUser, { code: 'noActiveUser' });
      await throttle.assertOpen([codeKey(user.username), ipKey(ip)], messages.tooManyCodes);
      const pending = await db.selectFrom('identity_email_change').selectAll().where('sub', '=', user.sub).executeTakeFirst();
      if (!pending) throw new HttpError(400, messages.noEmailChange, { code: 'expiredCode' });
      if (Date.parse(pending.expires_at) <= now().getTime() || pending.attempts >= maxCodeAttempts) {
        throw new HttpError(400, messages.codeExpired, { code: 'expiredCode' });
      }
      if (!tokens.codeMatches(`${user.sub}:change-email:${pending.new_email}:${input.code.trim()}`, pending.code_hash)) {
        await db.updateTable('identity_email_change').set({ attempts: pending.attempts + 1 }).where('sub', '=', user.sub).execute();
        await throttle.recordFailure(codeKey(user.username), ipKey(ip));
        throw new HttpError(400, messages.codeMismatch, { code: 'codeMismatch' });
      }
      const changes = { email: pending.new_email, username: pending.new_email, updated_at: now().toISOString() };
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('identity_user').set(changes).where('sub', '=', user.sub).execute();
          await trx.deleteFrom('identity_email_change').where('sub', '=', user.sub).execute();
        });
      } catch (error) {
        // Another account took the address since the code was sent: the unique index decides.
        if (await findByUsername(pending.new_email)) throw new HttpError(409, messages.emailTaken, { code: 'emailTaken' });
        throw error;
      }
      await mailer.send({
        to: user.email,
        subject: `Your ${options.clubName} email address has changed`,
        text:
          `The email address of your ${options.clubName} account was changed to ${maskDestination(pending.new_email)}.\n\n` +
          `If you did not do this, contact the club at once: someone else may be using your account.`,
      });
      return { ...user, ...changes };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
