import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { storedSecret } from '../../infra/db/stored-secret';

/** How long each credential lives; a sign-in's own lifetimes (absolute and idle) are in sessions.ts. */
export const accessTokenSeconds = 15 * 60;
export const refreshTokenDays = 30;
/** The NEW_PASSWORD_REQUIRED challenge's session (the user-pool protocol's `Session`). */
export const challengeSeconds = 3 * 60;

const issuer = 'club-platform/identity';

export interface AccessClaims {
  sub: string;
  /** The refresh-token family (one sign-in): revoked families end their access tokens at once. */
  sid: string;
  username: string;
  clientId: string;
  issuedAt: number;
  expiresAt: number;
}

/**
 * The signing key: SESSION_SECRET when configured, else a random key generated once and kept in the
 * database, so every instance on the same database signs and verifies alike.
 */
export async function loadSigningKey(db: Kysely<DB>, sessionSecret: string | undefined, now: Date): Promise<Uint8Array> {
  if (sessionSecret) return createHash('sha256').update(sessionSecret).digest();
  const stored = await storedSecret(db, 'identity_secret', 'token-signing-key', () => randomBytes(32).toString('base64'), now);
  return Buffer.from(stored, 'base64');
}

export interface Tokens {
  /** An access token for 15 minutes, or until `notAfter` (its session's absolute end) when that is sooner. */
  signAccess(claims: { sub: string; sid: string; username: string; clientId: string; notAfter?: Date }): Promise<{ token: string; expiresAt: Date }>;
  /** The OpenID id token of the user-pool protocol (the apps read names and email from it). */
  signId(claims: {
    sub: string;
    email: string;
    givenName: string | null;
    familyName: string | null;
    clientId: string;
  }): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  signChallenge(sub: string, username: string): Promise<string>;
  verifyChallenge(session: string): Promise<{ sub: string; username: string } | null>;
  /** A new opaque refresh token and the keyed hash it is stored under. */
  newRefreshToken(): { token: string; hash: string };
  /** Keyed hash of a secret value (refresh tokens, confirmation codes): useless without the key. */
  keyedHash(value: string): string;
}

export function createTokens(key: Uint8Array, now: () => Date): Tokens {
  const seconds = () => Math.floor(now().getTime() / 1000);
  const keyedHash = (value: string) => createHmac('sha256', key).update(value).digest('base64url');

  async function verify(token: string, tokenUse: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        algorithms: ['HS256'],
        currentDate: now(),
      });
      return payload.token_use === tokenUse ? payload : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  return {
    async signAccess({ sub, sid, username, clientId, notAfter }) {
      const iat = seconds();
      const exp = Math.min(iat + accessTokenSeconds, notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY);
      const token = await new SignJWT({
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        sid,
        username,
        client_id: clientId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(sub)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async signId({ sub, email, givenName, familyName, clientId }) {
      const iat = seconds();
      return new SignJWT({
        token_use: 'id',
        email,
        email_verified: true,
        'cognito:username': email,
        ...(givenName ? { given_name: givenName } : {}),
        ...(familyName ? { family_name: familyName } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(sub)
        .setAudience(clientId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTokenSeconds)
        .sign(key);
    },
    async verifyAccess(token) {
      const payload = await verify(token, 'access');
      if (!payload?.sub || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      return {
        sub: payload.sub,
        sid: payload.sid,
        username: typeof payload.username === 'string' ? payload.username : '',
        clientId: typeof payload.client_id === 'string' ? payload.client_id : '',
        issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
        expiresAt: payload.exp,
      };
    },
    async signChallenge(sub, username) {
      const iat = seconds();
      return new SignJWT({ token_use: 'new-password-challenge', username })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + challengeSeconds)
        .sign(key);
    },
    async verifyChallenge(session) {
      const payload = await verify(session, 'new-password-challenge');
      if (!payload?.sub || typeof payload.username !== 'string') return null;
      return { sub: payload.sub, username: payload.username };
    },
    newRefreshToken() {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: keyedHash(token) };
    },
    keyedHash,
  };
}
