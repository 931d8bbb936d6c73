/**
 * The cookies this package reads and writes, and the two pure halves of handling them: parsing a
 * `Cookie` header (`@club/api-client`'s parser; the request's on the server, `document.cookie` in the
 * browser) and writing one `Set-Cookie`-style string for `document.cookie`. Every cookie is Path=/ and SameSite=Lax, and none is
 * HttpOnly: the browser sets them when the fan chooses, and the server reads them so its render matches.
 */
export const cookieNames = {
  /** The general consent cookie: the fan has chosen (SPEC 4 'Cookies'). */
  consent: 'club_cookie_consent',
  /** The tracking cookie: set only by 'Accept All Cookies'; analytics, marketing, personalisation on. */
  tracking: 'club_cookie_tracking',
  childFriendly: 'club_child_friendly',
  promosSeen: 'club_promos_seen',
  /**
   * Issue 14: a promotion was shown in this visit, so no other one is. A session cookie (no expiry): it
   * ends with the browser session, and the server reads it like the others.
   */
  promoShownThisVisit: 'club_promo_visit',
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

// The sites read cookies with one parser, shared with the SSR glue's page cache.
export { parseCookies } from '@club/api-client';
export type { CookieJar } from '@club/api-client';

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

/**
 * What the page's first script marks `<html>` with from these cookies, before the first paint (issue 32:
 * a public page is rendered for nobody): the fan has chosen about cookies, so the notice the page holds
 * is never painted (`@club/ui`'s `cookiesChosenAttribute` rule). The shape of `@tooling/ssr`'s `CookieFlag`.
 */
export const commercialCookieFlags: readonly { attribute: string; cookies: readonly string[]; value?: string }[] = [
  { attribute: 'data-cookies-chosen', cookies: [cookieNames.consent], value: '1' },
];
