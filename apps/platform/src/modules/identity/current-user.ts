import type { FastifyRequest } from 'fastify';
import { accessTokenOf } from './cookies';
import type { IdentityUser } from './service';

/**
 * Who is signed in, as every other module sees it. The identity module fills this in from the access
 * cookie (a signed token, checked against the account's current state so a blocked or signed-out user
 * stops here); payments, entitlements and videos only ever ask through it.
 */
export interface SignedInUser {
  /** The user's id (ssoID, `sub`). */
  sub: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  /** Club staff whose stream restrictions are bypassed (SPEC 6). */
  bypassed: boolean;
  /** An administrator's block (SPEC 6): such a user is still identified, so videos can answer ERR_56882466_1. */
  blocked: boolean;
  /**
   * The sign-in (refresh-token family) the request belongs to: one per browser or app, stable across
   * token refreshes, so videos count it as the device of DESIGN's 'one session per stream per device'.
   */
  signInId?: string;
}

/** The signed-in user of a request, or null when there is none (no cookie, expired, revoked). */
export type CurrentUser = (request: FastifyRequest) => Promise<SignedInUser | null>;

/** What `createCurrentUser` needs: the identity service's check of an access token. */
export interface AccessTokenCheck {
  userFromAccessToken(token: string): Promise<{ user: IdentityUser; familyId?: string } | null>;
}

export function toSignedInUser(user: IdentityUser, signInId?: string): SignedInUser {
  return {
    ...(signInId ? { signInId } : {}),
    sub: user.sub,
    email: user.email,
    givenName: user.given_name,
    familyName: user.family_name,
    bypassed: user.bypassed === 1,
    blocked: user.status === 'blocked',
  };
}

/**
 * The CurrentUser that app.ts hands to other modules: reads the access cookie (or an app's Bearer
 * token), verifies its signature and expiry, and checks that its sign-in has not been revoked and the
 * account is confirmed. Blocked users are returned with `blocked: true`.
 */
export function createCurrentUser(service: AccessTokenCheck): CurrentUser {
  return async (request) => {
    const token = accessTokenOf(request);
    if (!token) return null;
    const found = await service.userFromAccessToken(token);
    return found ? toSignedInUser(found.user, found.familyId) : null;
  };
}
