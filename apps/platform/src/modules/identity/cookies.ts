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
}

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Secure everywhere except plain-HTTP development on this machine, decided from the request's host
 * (browsers refuse Secure cookies over http://localhost only in some versions, and never need them there).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return !localHosts.has(request.hostname.toLowerCase());
}

/** The refresh cookie's life when a provider does not say how long its sign-in has left; the hint shares it. */
const refreshCookieSeconds = refreshTokenDays * 24 * 60 * 60;

function base(request: FastifyRequest, settings: CookieSettings) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request),
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
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
  // The refresh cookie (and the hint) live as long as the sign-in has left, never a fresh 30 days.
  const refreshSeconds = session.refreshSeconds ?? refreshCookieSeconds;
  // Max-Age, not Expires: the browser counts a cookie's life in its own time, which need not be the
  // platform's clock (CLOCK_NOW puts the club on another day; the token itself carries the clock's expiry).
  reply.setCookie(accessCookie, session.accessToken, { ...cookie, path: '/', maxAge: accessTokenSeconds });
  reply.setCookie(refreshCookie, session.refreshToken, {
    ...cookie,
    path: refreshCookiePath,
    maxAge: refreshSeconds,
  });
  // The readable "signed in" hint (not httpOnly, every path, as long as the refresh cookie): a page asks
  // the login check only when it is there (issue 13: a visitor's page makes no request). It holds no
  // secret, and nothing here trusts it: who is signed in is decided from the two cookies above alone.
  reply.setCookie(signedInHintCookie, '1', { ...hint(cookie), maxAge: refreshSeconds });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, settings: CookieSettings): void {
  const cookie = base(request, settings);
  reply.clearCookie(accessCookie, { ...cookie, path: '/' });
  reply.clearCookie(refreshCookie, { ...cookie, path: refreshCookiePath });
  reply.clearCookie(signedInHintCookie, hint(cookie));
}

/** The access token of a request: the cookie (sites) or an `Authorization: Bearer` header (apps). */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies?.[accessCookie];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
