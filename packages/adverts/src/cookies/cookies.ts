/**
 * The cookies this package reads and writes, and the two pure halves of handling them: parsing a
 * `Cookie` header (the request's on the server, `document.cookie` in the browser) and writing one
 * `Set-Cookie`-style string for `document.cookie`. Every cookie is Path=/ and SameSite=Lax, and none is
 * HttpOnly: the browser sets them when the fan chooses, and the server reads them so its render matches.
 */
export const cookieNames = {
  /** The general consent cookie: the fan has chosen (SPEC 4 'Cookies'). */
  consent: 'club_cookie_consent',
  /** The tracking cookie: set only by 'Accept All Cookies'; analytics, marketing, personalisation on. */
  tracking: 'club_cookie_tracking',
  childFriendly: 'club_child_friendly',
  promosSeen: 'club_promos_seen',
  siteEntry: 'club_site_entry',
} as const;

/** SPEC 9: consent is kept 60 days (5184000000 ms). */
export const consentMaxAgeMs = 5_184_000_000;
/** SPEC 9: the site-lock entry cookie also lasts 60 days. */
export const siteEntryMaxAgeMs = 5_184_000_000;
/** SPEC 9: the promo-seen cookie expires in 2099. */
export const promosSeenExpires = new Date('2099-12-31T23:59:59Z');
/** The spec is silent on child mode's cookie: a year, so a family's choice outlives a season. */
export const childModeMaxAgeMs = 365 * 24 * 60 * 60 * 1000;

export type CookieJar = ReadonlyMap<string, string>;

/** `a=1; b=two` → Map. Malformed pairs are skipped; the first of two equal names wins (as browsers send the most specific first). */
export function parseCookies(header: string | null | undefined): CookieJar {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name === '' || jar.has(name)) continue;
    const raw = part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}

export interface CookieLifetime {
  /** How long from now; 0 deletes the cookie. */
  maxAgeMs?: number;
  /** A fixed end instead (the promo-seen cookie's 2099). */
  expires?: Date;
  /** Add `Secure` (pages served over https). */
  secure?: boolean;
}

/** One cookie as `document.cookie` takes it: `name=value; Path=/; Max-Age=…; SameSite=Lax`. */
export function serialiseCookie(name: string, value: string, { maxAgeMs, expires, secure = false }: CookieLifetime): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/'];
  if (maxAgeMs !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`);
  if (expires !== undefined) parts.push(`Expires=${expires.toUTCString()}`);
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
