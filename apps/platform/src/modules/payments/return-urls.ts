import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/http/errors';

/**
 * Where checkout and the portal may send a browser back to: a page on one of the club's sites, never
 * anywhere else (no open redirect). A relative path is resolved against the site the request came
 * through; an absolute URL must be on an allowed origin. `{CHECKOUT_SESSION_ID}` survives, as Stripe
 * fills it in.
 */
export function resolveReturnUrl(value: string, site: string, allowedOrigins: readonly string[], field: string): string {
  const refuse = () =>
    new HttpError(400, `The ${field} must be a page on one of the club's sites.`, { code: 'returnUrlNotAllowed' });
  const trimmed = value.trim();
  // Backslashes and control characters are how '/\evil.example' or '/\t/evil' sneak past a prefix check.
  if (!trimmed || trimmed.includes('\\') || [...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    throw refuse();
  }
  let url: URL;
  try {
    if (trimmed.startsWith('/')) {
      if (trimmed.startsWith('//')) throw refuse();
      url = new URL(trimmed, site);
      if (url.origin !== new URL(site).origin) throw refuse();
    } else {
      url = new URL(trimmed);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse();
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !allowedOrigins.includes(url.origin)) throw refuse();
  return url.href.replaceAll('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}');
}

/**
 * The club site a request came through: the sites forward /api/* with X-Forwarded-Proto and -Host, and
 * a browser calling directly sends Origin. Only an allowed origin counts; otherwise the first one.
 */
export function requestSite(request: FastifyRequest, allowedOrigins: readonly string[]): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const proto = first(request.headers['x-forwarded-proto']);
  const host = first(request.headers['x-forwarded-host']);
  const candidates = [proto && host ? `${proto}://${host}` : undefined, first(request.headers.origin)];
  const referer = first(request.headers.referer);
  if (referer) {
    try {
      candidates.push(new URL(referer).origin);
    } catch {
      // An unreadable Referer says nothing about the site.
    }
  }
  return candidates.find((candidate) => candidate && allowedOrigins.includes(candidate)) ?? allowedOrigins[0] ?? 'http://localhost:3000';
}
