import { getClock } from '@club/clock';

/**
 * Playback tokens are short-lived JWTs (5 minutes by default). Reading their `exp` lets the controller
 * renew a little before expiry, so a live stream never meets a 403 in the first place; a token that is
 * not a readable JWT is simply renewed when the platform refuses it.
 */
export function tokenExpiresAt(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

// The claims of the last token read: every request (each segment) signs its URL with the same token
// until it is renewed, so it is decoded once, not once a segment.
let last: { token: string; claims: Record<string, unknown> | null } | null = null;

function claimsOf(token: string): Record<string, unknown> | null {
  if (last?.token !== token) last = { token, claims: readClaims(token) };
  return last.claims;
}

function readClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Where a signed link applies: an asset's files under /media/vod and /media/live. */
const signedMediaPath = /^\/media\/(?:vod|live)\/[^/]+\//;

/**
 * A media URL with the token's signed link (its `edge` claim, `expires=…&md5=…`, issue 30) in place of
 * any older one, so an edge checks the request before its cache without seeing the token, and every
 * viewer's URL for a file is the same once the edge drops the query from its cache key. Other URLs (the
 * licence, the media clock, another site's), and a token without the claim, leave the URL as it is.
 */
export function signedMediaUri(uri: string, token: string): string {
  const edge = claimsOf(token)?.edge;
  if (typeof edge !== 'string' || !edge) return uri;
  // The manifest's URL is the site's own path (`/media/…`), which shaka has made `http:/media/…` by the
  // time its filters run: both are read against the page's address. Without a page (tests), a path
  // stays a path.
  const pageless = 'http://pageless.invalid';
  let url: URL;
  try {
    url = new URL(uri, globalThis.location?.href ?? `${pageless}/`);
  } catch {
    return uri;
  }
  if (!signedMediaPath.test(url.pathname)) return uri;
  for (const [name, value] of new URLSearchParams(edge)) url.searchParams.set(name, value);
  return url.origin === pageless ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** When to renew: 30 s before expiry, but never sooner than 5 s from now. Null: no timer. */
export function renewDelayMs(token: string, now: number = getClock().nowMs()): number | null {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return null;
  return Math.max(5_000, expiresAt - now - 30_000);
}
