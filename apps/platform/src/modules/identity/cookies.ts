import { signedInHintCookie } from '@club/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessTokenSeconds, refreshTokenDays } from './tokens';

/** The access token: every request of both sites and the platform (pages' server rendering, /api, /media). */
export const accessCookie = 'club_access';
/** The refresh token: only the identity endpoints that rotate or end it ever receive it. */
export const refreshCookie = 'club_refresh';
export const refreshCookiePath = '/api/identity';

export interface CookieSettings {
  /** COOKIE_DOMAIN, e.g. `.club.example`, so the club site and the streamer share one sign-in. */
  domain?: string;
  /**
   * Every visitor arrives over HTTPS whatever this hop says (the configured SITE_ORIGINS are all https):
   * the cookies are Secure and prefixed even when a proxy the platform does not trust ends TLS.
   */
  httpsOnly?: boolean;
  /**
   * Whether the plain-named refresh cookie of before the prefixes is still read over HTTPS: true during the
   * upgrade's window only, one sign-in's absolute lifetime from this version's first start (the key ring's
   * window for the keys of before key ids), so no fan is signed out by the upgrade and afterwards nothing
   * a sibling host could have planted under the plain name is ever read. Absent: never.
   */
  plainRefreshAccepted?: () => boolean;
}

/**
 * Whether the visitor's request came over HTTPS: the configuration says every one does, or the request's
 * scheme does — `request.protocol`, which reads `x-forwarded-proto` only from a proxy TRUST_PROXY names
 * (the sites' servers on this machine by default, which pass on the scheme their own visitor used).
 * Plain-HTTP development (localhost, the end-to-end run on 127.0.0.1) is not, so its cookies are not Secure.
 */
export function isSecureRequest(request: FastifyRequest, settings: CookieSettings = {}): boolean {
  return settings.httpsOnly === true || request.protocol === 'https';
}

export interface SessionCookieNames {
  access: string;
  refresh: string;
  hint: string;
}

/**
 * The cookies' names. Over HTTPS they are prefixed, so a browser takes them only from a secure origin and
 * no sibling host can plant or shadow them: `__Host-` (Secure, Path `/`, no Domain) for the access
 * cookie and the hint when the cookies are host-only, `__Secure-` for those with COOKIE_DOMAIN and for the
 * refresh cookie (its Path is `/api/identity`, which `__Host-` forbids). Over plain HTTP the names are
 * plain: browsers refuse prefixed cookies that are not Secure.
 */
export function sessionCookieNames(secure: boolean, settings: CookieSettings = {}): SessionCookieNames {
  if (!secure) return { access: accessCookie, refresh: refreshCookie, hint: signedInHintCookie };
  const rooted = settings.domain ? '__Secure-' : '__Host-';
  return { access: `${rooted}${accessCookie}`, refresh: `__Secure-${refreshCookie}`, hint: `${rooted}${signedInHintCookie}` };
}

export const cookieNamesOf = (request: FastifyRequest, settings: CookieSettings): SessionCookieNames =>
  sessionCookieNames(isSecureRequest(request, settings), settings);

/**
 * The refresh token a request carries. Over HTTPS, the plain-named cookie of before the prefixes is still
 * read when the prefixed one is absent while the upgrade's window lasts (`plainRefreshAccepted`), so the
 * upgrade signs no one out: its next refresh sets the prefixed cookies and clears the plain ones.
 */
export function refreshTokenOf(request: FastifyRequest, settings: CookieSettings): string | undefined {
  const named = request.cookies[cookieNamesOf(request, settings).refresh];
  if (named !== undefined) return named;
  return settings.plainRefreshAccepted?.() === true ? request.cookies[refreshCookie] : undefined;
}

/** Whether the request carries the "signed in" hint, by its name for this scheme or its plain one. */
export function hasSignedInHint(request: FastifyRequest, settings: CookieSettings): boolean {
  return request.cookies[cookieNamesOf(request, settings).hint] !== undefined || request.cookies[signedInHintCookie] !== undefined;
}

/** The refresh cookie's life when a provider does not say how long its sign-in has left; the hint shares it. */
const refreshCookieSeconds = refreshTokenDays * 24 * 60 * 60;

function base(request: FastifyRequest, settings: CookieSettings) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, settings),
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
}

/** Clears the plain-named cookies of before the prefixes, when the prefixed ones take over (HTTPS). */
function clearPlainCookies(request: FastifyRequest, reply: FastifyReply, settings: CookieSettings): void {
  if (!isSecureRequest(request, settings)) return;
  const cookie = base(request, settings);
  if (request.cookies[accessCookie] !== undefined) reply.clearCookie(accessCookie, { ...cookie, path: '/' });
  if (request.cookies[refreshCookie] !== undefined) reply.clearCookie(refreshCookie, { ...cookie, path: refreshCookiePath });
  if (request.cookies[signedInHintCookie] !== undefined) reply.clearCookie(signedInHintCookie, hint(cookie));
}

/** The hint's attributes: the session cookies' domain, SameSite and Secure, readable, on every path. */
const hint = (cookie: ReturnType<typeof base>) => ({ ...cookie, httpOnly: false, path: '/' });

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
  session: { accessToken: string; refreshToken: string; refreshSeconds?: number },
): void {
  const cookie = base(request, settings);
  const names = cookieNamesOf(request, settings);
  clearPlainCookies(request, reply, settings);
  // The refresh cookie (and the hint) live as long as the sign-in has left, never a fresh 30 days.
  const refreshSeconds = session.refreshSeconds ?? refreshCookieSeconds;
  // Max-Age, not Expires: the browser counts a cookie's life in its own time, which need not be the
  // platform's clock (CLOCK_NOW puts the club on another day; the token itself carries the clock's expiry).
  reply.setCookie(names.access, session.accessToken, { ...cookie, path: '/', maxAge: accessTokenSeconds });
  reply.setCookie(names.refresh, session.refreshToken, {
    ...cookie,
    path: refreshCookiePath,
    maxAge: refreshSeconds,
  });
  // The readable "signed in" hint (not httpOnly, every path, as long as the refresh cookie): a page asks
  // the login check only when it is there (issue 13: a visitor's page makes no request). It holds no
  // secret, and nothing here trusts it: who is signed in is decided from the two cookies above alone.
  reply.setCookie(names.hint, '1', { ...hint(cookie), maxAge: refreshSeconds });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, settings: CookieSettings): void {
  const cookie = base(request, settings);
  const names = cookieNamesOf(request, settings);
  clearPlainCookies(request, reply, settings);
  reply.clearCookie(names.access, { ...cookie, path: '/' });
  reply.clearCookie(names.refresh, { ...cookie, path: refreshCookiePath });
  reply.clearCookie(names.hint, hint(cookie));
}

/**
 * The access token of a request: the cookie (sites) or an `Authorization: Bearer` header (apps). Over
 * HTTPS only the prefixed cookies count (`__Host-`, or `__Secure-` with COOKIE_DOMAIN): a plain one there
 * could have been planted by a sibling host. A fan holding only the plain cookie of before the prefixes
 * is renewed from the refresh cookie (refreshTokenOf), which sets the prefixed ones.
 */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  // Prefixed cookies only ever come from a secure origin, so they are read on any hop's scheme.
  const names = [`__Host-${accessCookie}`, `__Secure-${accessCookie}`, ...(request.protocol === 'https' ? [] : [accessCookie])];
  const cookie = names.map((name) => request.cookies?.[name]).find((value) => value !== undefined);
  if (cookie) return cookie;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
