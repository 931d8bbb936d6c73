import { createApiClient, normaliseError, type ApiClient } from '@club/api-client';
import type { FastifyInstance } from 'fastify';
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
}

/**
 * An extra GET answered by the site server itself before page rendering: a sitemap, robots.txt, a feed
 * or a calendar. The handler answers with a Fetch `Response` (status, content type, cache policy are its
 * own); a thrown 404 from the platform becomes a plain 404, anything else a plain 500.
 */
export interface SiteRoute {
  /** A Fastify path: static ('/robots.txt') or with whole-segment parameters ('/matches/:team/calendar.ics'). */
  path: string;
  handler: (context: SiteRouteContext) => Promise<Response> | Response;
}

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export function registerSiteRoutes(app: FastifyInstance, routes: readonly SiteRoute[], platformUrl: string): void {
  for (const route of routes) {
    app.get(route.path, async (request, reply) => {
      const fetchRequest = toFetchRequest(request, reply);
      let response: Response;
      try {
        response = await route.handler({
          api: createApiClient({ baseUrl: platformUrl }),
          request: fetchRequest,
          url: new URL(fetchRequest.url),
          params: (request.params ?? {}) as Record<string, string>,
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
    });
  }
}
