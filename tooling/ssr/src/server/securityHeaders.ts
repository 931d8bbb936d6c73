import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InlineHashes } from './inlineHashes';

/**
 * The Content-Security-Policy of every HTML answer. Scripts run only from the site's own origin or with
 * this response's nonce (the router's dehydration and stream scripts, React's streaming scripts, the
 * clock's and JSON-LD's data blocks), never inline otherwise. Stylesheets likewise; style *attributes*
 * stay allowed because a few components size bars and cards with `style={{ … }}`, which React writes as
 * attributes in server HTML. Images, media and API calls (the live stream, the concurrency socket, which
 * 'self' covers as ws:/wss: in CSP 3) are same-origin; shaka plays from MSE `blob:` URLs. The checkout
 * leaves by `location.assign`, which no directive governs, so forms post only to the site itself.
 *
 * A page everyone shares (the page cache's, which a CDN may keep too: issue 32) has no nonce: a nonce in
 * bytes sent to everyone is known to everyone. Its policy names its inline scripts and `<style>`s by their
 * sha256 instead (`inlineHashes`, taken when it was rendered and kept with it).
 *
 * In development Vite injects `<style>` elements without a nonce (hot CSS), so styles are allowed inline
 * there; scripts keep the nonce (React's refresh preamble is written through the router's manifest).
 */
export function contentSecurityPolicy(
  options: { mode: 'development' | 'production' } & ({ nonce: string } | { hashes: InlineHashes }),
): string {
  const allowed = 'nonce' in options ? { scripts: [`'nonce-${options.nonce}'`], styles: [`'nonce-${options.nonce}'`] } : options.hashes;
  const styleSources = options.mode === 'development' ? "'self' 'unsafe-inline'" : ["'self'", ...allowed.styles].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed.scripts].join(' '),
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
/** A page rendered for nobody in particular that is not kept (an error): asked again every time. */
export const anonymousPageCacheControl = 'no-cache';

/**
 * A public page as the page cache keeps it (issue 32): any shared cache (a CDN, the cluster's edge) may
 * keep it for the page cache's own lifetime and send it stale while it asks again, or for a day while the
 * origin fails; a browser revalidates every time (a 304 by its ETag), so a fan never sees an old page of
 * their own keeping.
 */
export function sharedPageCacheControl({ ttlMs, staleMs }: { ttlMs: number; staleMs: number }): string {
  const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));
  return `public, max-age=0, s-maxage=${seconds(ttlMs)}, stale-while-revalidate=${seconds(staleMs)}, stale-if-error=86400`;
}

const pageHashes = new WeakMap<FastifyRequest, InlineHashes>();
// A kept page's policy, written once for all who are sent it.
const keptPolicies = new WeakMap<InlineHashes, string>();

function keptPagePolicy(hashes: InlineHashes, mode: 'development' | 'production'): string {
  let policy = keptPolicies.get(hashes);
  if (policy === undefined) {
    policy = contentSecurityPolicy({ hashes, mode });
    keptPolicies.set(hashes, policy);
  }
  return policy;
}

/** This response is a shared page: its CSP allows its inline code by these digests, with no nonce. */
export function allowInlineByHash(request: FastifyRequest, hashes: InlineHashes): void {
  pageHashes.set(request, hashes);
}

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
 * request's nonce (or a shared page's digests), framing refused, a referrer policy and a cache policy (kept if the page set its own).
 */
export function registerSecurityHeaders(app: FastifyInstance, mode: 'development' | 'production', options: { httpsOnly?: boolean } = {}): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // `protocol` reads x-forwarded-proto only from a proxy the server trusts (TRUST_PROXY); with
    // HTTPS_ONLY=1 every visitor came over HTTPS, whatever this hop says.
    if (options.httpsOnly === true || request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    if (!isHtml(reply)) return payload;
    const hashes = pageHashes.get(request);
    reply.header('content-security-policy', hashes ? keptPagePolicy(hashes, mode) : contentSecurityPolicy({ nonce: cspNonceFor(request), mode }));
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
