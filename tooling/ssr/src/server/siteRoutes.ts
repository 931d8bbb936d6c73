import { createApiClient, normaliseError, type ApiClient } from '@club/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFetchResponse, toFetchRequest } from './fetchBridge';

/** What a site route's handler is given: a platform client and the request. */
export interface SiteRouteContext {
  /**
   * A client of the platform without the visitor's cookies: these answers (feeds, calendars) are the
   * same for everyone and cached as such, so nothing personal may reach them.
   */
  api: ApiClient;
  request: Request;
  url: URL;
  /** The path's named parameters ('/matches/:team/calendar.ics' gives `team`). */
  params: Readonly<Record<string, string>>;
  /** A POST route's form fields (`application/x-www-form-urlencoded`); empty for a GET. */
  form: URLSearchParams;
}

/**
 * An extra GET answered by the site server itself before page rendering: a sitemap, robots.txt, a feed
 * or a calendar. The handler answers with a Fetch `Response` (status, content type, cache policy are its
 * own); a thrown 404 from the platform becomes a plain 404, anything else a plain 500.
 */
export interface SiteRoute {
  /** A Fastify path: static ('/robots.txt') or with whole-segment parameters ('/matches/:team/calendar.ics'). */
  path: string;
  /**
   * GET by default. POST is for a form that must work before the page's script has run (the cookie
   * notice): it takes a small url-encoded form, and only from a page of the same site.
   */
  method?: 'GET' | 'POST';
  handler: (context: SiteRouteContext) => Promise<Response> | Response;
}

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** A site's own forms are posted from its own pages; anything else (a forged cross-site form) is refused. */
function isSameSitePost(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && origin === new URL(request.url).origin;
}

export function registerSiteRoutes(app: FastifyInstance, routes: readonly SiteRoute[], platformUrl: string): void {
  const answer = async (route: SiteRoute, request: FastifyRequest, reply: FastifyReply, form: URLSearchParams) => {
    const fetchRequest = toFetchRequest(request, reply);
    if (route.method === 'POST' && !isSameSitePost(fetchRequest)) {
      return sendFetchResponse(reply, plain(403, 'This form can only be sent from this site.'));
    }
    let response: Response;
    try {
      response = await route.handler({
        api: createApiClient({ baseUrl: platformUrl }),
        request: fetchRequest,
        url: new URL(fetchRequest.url),
        params: (request.params ?? {}) as Record<string, string>,
        form,
      });
    } catch (error) {
      const { statusCode } = normaliseError(error);
      if (statusCode === 404) {
        response = plain(404, 'Not found');
      } else {
        request.log.error({ err: error }, `site route ${route.path} failed`);
        response = plain(500, 'Sorry, this could not be produced right now. Please try again in a moment.');
      }
    }
    return sendFetchResponse(reply, response);
  };

  for (const route of routes) {
    if (route.method !== 'POST') {
      app.get(route.path, (request, reply) => answer(route, request, reply, new URLSearchParams()));
      continue;
    }
    // Its own scope, so the form parser reaches no other route (the platform forwarding streams bodies).
    void app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2_048 }, (_request, body, done) =>
        done(null, new URLSearchParams(String(body))),
      );
      scope.post(route.path, (request, reply) =>
        answer(route, request, reply, request.body instanceof URLSearchParams ? request.body : new URLSearchParams()),
      );
    });
  }
}
