import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type JWTPayload, SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { KeyRing } from '../../infra/keys';

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
  /** A new opaque refresh token and the keyed hash it is stored under (the current refresh-token key). */
  newRefreshToken(): { token: string; hash: string };
  /**
   * Every hash a refresh token may be stored under (current key first, then previous roots' and the
   * legacy key's): a lookup matches any, so a rotation or an upgrade ends no sign-in.
   */
  refreshHashes(token: string): string[];
  /** The keyed hash a confirmation code is stored under: useless without the code key. */
  codeHash(value: string): string;
  /** Whether a code matches a stored hash made by any code key still in use. */
  codeMatches(value: string, hash: string): boolean;
}

const hmac = (key: Uint8Array, value: string) => createHmac('sha256', key).update(value).digest('base64url');

/**
 * The identity tokens, each kind with its own key from the key ring (infra/keys.ts): access, ID and
 * challenge tokens are signed with the identity-token key and carry its root's key id (`kid`); refresh
 * tokens and codes are hashed with their own keys. A token is verified with the key its kid names, so
 * tokens of a previous root verify until they expire; a kid-less token only with the legacy key.
 */
export function createTokens(keys: KeyRing, now: () => Date): Tokens {
  const seconds = () => Math.floor(now().getTime() / 1000);
  const header = () => ({ alg: 'HS256', typ: 'JWT', kid: keys.kid });
  const signing = () => keys.current('identity-token');

  /** A token of ours for `sub`, from `iat` to `exp` (seconds), ready to sign with the current key. */
  const ours = (claims: JWTPayload, sub: string, iat: number, exp: number) =>
    new SignJWT(claims).setProtectedHeader(header()).setIssuer(issuer).setSubject(sub).setIssuedAt(iat).setExpirationTime(exp);

  async function verify(token: string, tokenUse: string) {
    try {
      const { kid } = decodeProtectedHeader(token);
      const key = typeof kid === 'string' ? keys.byKid('identity-token', kid) : keys.legacy('identity-token');
      if (!key) return null;
      const { payload } = await jwtVerify(token, key, {
        issuer,
        algorithms: ['HS256'],
        currentDate: now(),
      });
      return payload.token_use === tokenUse ? payload : null;
    } catch (error) {
      // Not a JWT at all: decodeProtectedHeader refuses it.
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    async signAccess({ sub, sid, username, clientId, notAfter }) {
      const iat = seconds();
      const exp = Math.min(iat + accessTokenSeconds, notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY);
      const token = await ours({
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        sid,
        username,
        client_id: clientId,
      }, sub, iat, exp)
        .setJti(randomUUID())
        .sign(signing());
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async signId({ sub, email, givenName, familyName, clientId }) {
      const iat = seconds();
      return ours({
        token_use: 'id',
        email,
        email_verified: true,
        'cognito:username': email,
        ...(givenName ? { given_name: givenName } : {}),
        ...(familyName ? { family_name: familyName } : {}),
      }, sub, iat, iat + accessTokenSeconds)
        .setAudience(clientId)
        .sign(signing());
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
      return ours({ token_use: 'new-password-challenge', username }, sub, iat, iat + challengeSeconds).sign(signing());
    },
    async verifyChallenge(session) {
      const payload = await verify(session, 'new-password-challenge');
      if (!payload?.sub || typeof payload.username !== 'string') return null;
      return { sub: payload.sub, username: payload.username };
    },
    newRefreshToken() {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: hmac(keys.current('refresh-token'), token) };
    },
    refreshHashes: (token) => keys.all('refresh-token').map((key) => hmac(key, token)),
    codeHash: (value) => hmac(keys.current('code'), value),
    codeMatches(value, hash) {
      const stored = Buffer.from(hash);
      return keys.all('code').some((key) => {
        const candidate = Buffer.from(hmac(key, value));
        return candidate.length === stored.length && timingSafeEqual(candidate, stored);
      });
    },
  };
}
