import { getClock } from '@club/clock';

/**
 * What a granted session check gives a player (api-client's answer, issue 30): the playback token the
 * origin checks (sent as a header), the asset's signed link an edge checks (`expires=…&md5=…`, put in
 * each media URL) and when both expire. The player reads them as they are: nothing is decoded from the
 * token, so a request waiting for the check leaves the moment the answer arrives.
 */
export interface PlaybackGrant {
  token: string;
  mediaLink: string;
  /** ISO instant, by the platform's clock: check again before then. */
  expiresAt: string;
}

/** Where a signed link applies: an asset's files under /media/vod and /media/live. */
const signedMediaPath = /^\/media\/(?:vod|live)\/[^/]+\//;

/**
 * A media URL with the grant's signed link in place of any older one, so an edge checks the request
 * before its cache without seeing the token, and every viewer's URL for a file is the same once the edge
 * drops the query from its cache key. Other URLs (the licence, the media clock, another site's), and an
 * empty link, leave the URL as it is.
 */
export function signedMediaUri(uri: string, mediaLink: string): string {
  if (!mediaLink) return uri;
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
  for (const [name, value] of new URLSearchParams(mediaLink)) url.searchParams.set(name, value);
  return url.origin === pageless ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * When to renew a grant: 30 s before it expires, but never sooner than 5 s from now. Null (no timer)
 * when its expiry cannot be read: the next refused request renews it.
 */
export function renewDelayMs(expiresAt: string, now: number = getClock().nowMs()): number | null {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  return Math.max(5_000, at - now - 30_000);
}
