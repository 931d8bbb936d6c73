import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of every HTML answer. Scripts run only from the site's own origin or with
 * this response's nonce (the router's dehydration and stream scripts, React's streaming scripts, the
 * clock's and JSON-LD's data blocks), never inline otherwise. Stylesheets likewise; style *attributes*
 * stay allowed because a few components size bars and cards with `style={{ … }}`, which React writes as
 * attributes in server HTML. Images, media and API calls (the live stream, the concurrency socket, which
 * 'self' covers as ws:/wss: in CSP 3) are same-origin; shaka plays from MSE `blob:` URLs. The checkout
 * leaves by `location.assign`, which no directive governs, so forms post only to the site itself.
 *
 * In development Vite injects `<style>` elements without a nonce (hot CSS), so styles are allowed inline
 * there; scripts keep the nonce (React's refresh preamble is written through the router's manifest).
 */
export function contentSecurityPolicy({ nonce, mode }: { nonce: string; mode: 'development' | 'production' }): string {
  const styleSources = mode === 'development' ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src ${styleSources}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS, sent when the visitor reached us over HTTPS (as a proxy TRUST_PROXY believes says), or always with HTTPS_ONLY=1. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';
/** A page may carry the visitor's account: no shared cache keeps it, and the browser does not store it. */
export const personalPageCacheControl = 'private, no-store';
/** A page rendered for nobody in particular: any cache may keep it, but asks again every time. */
export const anonymousPageCacheControl = 'no-cache';

const nonces = new WeakMap<FastifyRequest, string>();

/** This request's CSP nonce: 128 random bits, made on first use, the same for the whole response. */
export function cspNonceFor(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

function isHtml(reply: FastifyReply): boolean {
  return /^\s*text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Adds the security headers to everything the site server answers: `nosniff` on every response (pages,
 * files, forwarded platform answers, errors), HSTS on every HTTPS one, and on HTML the CSP with the
 * request's nonce, framing refused, a referrer policy and a cache policy (kept if the page set its own).
 */
export function registerSecurityHeaders(app: FastifyInstance, mode: 'development' | 'production', options: { httpsOnly?: boolean } = {}): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // `protocol` reads x-forwarded-proto only from a proxy the server trusts (TRUST_PROXY); with
    // HTTPS_ONLY=1 every visitor came over HTTPS, whatever this hop says.
    if (options.httpsOnly === true || request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    if (!isHtml(reply)) return payload;
    reply.header('content-security-policy', contentSecurityPolicy({ nonce: cspNonceFor(request), mode }));
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('cache-control')) {
      const personal = Boolean(request.headers.cookie) || reply.hasHeader('set-cookie');
      reply.header('cache-control', personal ? personalPageCacheControl : anonymousPageCacheControl);
    }
    return payload;
  });
}

/**
 * The same-origin path a request path starting with `//` (or `/\`, which browsers read alike) should
 * have been, e.g. `//evil.example/x?y` → `/evil.example/x?y`; undefined for a path that is already
 * clean. Never a URL another host could be read from.
 */
export function cleanDoubleSlashPath(url: string): string | undefined {
  if (!/^\/[/\\]/.test(url)) return undefined;
  return `/${url.replace(/^[/\\]+/, '')}`;
}
