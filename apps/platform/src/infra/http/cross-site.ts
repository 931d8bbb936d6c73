import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteMessage =
  "This change came from a page outside the club's sites, so it was not made. Open the studio at its own address and try again.";

/**
 * Refuses a write under `prefixes` that a browser sent from a page outside the club's sites (CSRF).
 * The session cookie is SameSite=Lax, which keeps it off cross-site POSTs, but every site on one host
 * (localhost:3000 and :3002, or www. and studio. of one domain) is the same *site* to a browser, so the
 * cookie alone cannot tell the club site's pages from the studio's. Browsers name the page's origin in
 * `Origin` on every POST, PUT and DELETE: it must be one of SITE_ORIGINS. A request without it is no
 * browser's (a script or a test holding its own cookie, which is not forgery) unless `Sec-Fetch-Site`
 * says cross-site. The studio's JSON-only bodies are the third layer: a form cannot send JSON, and a
 * script on another origin cannot either without a CORS preflight this platform never answers.
 */
export function refuseCrossSiteWrites(options: { siteOrigins: readonly string[]; prefixes: readonly string[] }) {
  const allowed = new Set(options.siteOrigins);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (safeMethods.has(request.method)) return;
    // The route the router matched, not the raw URL: '/api/%73tudio/…' reaches the same handler.
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (!options.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
    const origin = request.headers.origin;
    const refused = origin !== undefined ? !allowed.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    if (!refused) return;
    // The origin is logged (it is no secret and says who tried); cookies never are.
    request.log.warn({ origin: origin ?? null, fetchSite: request.headers['sec-fetch-site'] ?? null }, 'cross-site write refused');
    await reply.code(403).send(apiError(403, crossSiteMessage, undefined, 'crossSite'));
  };
}
