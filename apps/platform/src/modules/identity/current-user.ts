import type { FastifyRequest } from 'fastify';

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
}

/** The signed-in user of a request, or null when there is none (no cookie, expired, revoked). */
export type CurrentUser = (request: FastifyRequest) => Promise<SignedInUser | null>;
