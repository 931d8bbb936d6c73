import { createApiClient, normaliseError } from '@club/api-client';
import { installClock } from '@club/clock';
import type { AnyRouter } from '@tanstack/react-router';
import { createStore } from 'jotai';
import type { SiteRouterContext } from '../app/siteContext';
import { renderRouterRequest, type RenderContext } from './renderRouterRequest';

/**
 * A site's entry-server `render`: a fresh router, store and api client for every request, the
 * visitor's cookies passed on so the platform answers as it would answer them, and the HTTP status
 * of a failed loader normalised as SPEC 8 says.
 */
export function createRenderEntry(createRouter: (context: SiteRouterContext) => AnyRouter) {
  return function render({ request, manifest, platformUrl, clock, nonce }: RenderContext): Promise<Response> {
    if (clock) installClock(clock);
    const cookie = request.headers.get('cookie');
    return renderRouterRequest({
      request,
      manifest,
      createRouter: () =>
        createRouter({
          api: createApiClient({ baseUrl: platformUrl, ...(cookie ? { headers: { cookie } } : {}) }),
          store: createStore(),
          cookies: () => cookie ?? '',
        }),
      errorStatus: (error) => normaliseError(error).statusCode,
      ...(nonce ? { nonce } : {}),
    });
  };
}
