import { createApiClient, normaliseError } from '@club/api-client';
import { installClock } from '@club/clock';
import type { AnyRouter } from '@tanstack/react-router';
import { createStore } from 'jotai';
import type { SiteRouterContext } from '../app/siteContext';
import { installSiteOrigins } from '../app/siteOrigins';
import { connectRouterToQueries, createSiteQueryClient } from '../app/siteQueryClient';
import { renderRouterRequest, type RenderContext } from './renderRouterRequest';
import { createValueSharer } from './shareEqualValues';

/**
 * A site's entry-server `render`: a fresh router, store, query cache and api client for every request, the
 * visitor's cookies passed on so the platform answers as it would answer them, and the HTTP status
 * of a failed loader normalised as SPEC 8 says.
 */
export function createRenderEntry(createRouter: (context: SiteRouterContext) => AnyRouter) {
  return function render({ request, manifest, platformUrl, clock, origins, nonce }: RenderContext): Promise<Response> {
    if (clock) installClock(clock);
    if (origins) installSiteOrigins(origins);
    const cookie = request.headers.get('cookie');
    return renderRouterRequest({
      request,
      manifest,
      createRouter: () => {
        const queryClient = createSiteQueryClient({ server: true });
        // Equal values in the page's data are sent once (see createValueSharer).
        const defaults = queryClient.getDefaultOptions();
        queryClient.setDefaultOptions({ ...defaults, dehydrate: { ...defaults.dehydrate, serializeData: createValueSharer() } });
        return connectRouterToQueries(
          createRouter({
            api: createApiClient({ baseUrl: platformUrl, ...(cookie ? { headers: { cookie } } : {}) }),
            queryClient,
            store: createStore(),
            cookies: () => cookie ?? '',
          }),
          queryClient,
        );
      },
      errorStatus: (error) => normaliseError(error).statusCode,
      ...(nonce ? { nonce } : {}),
    });
  };
}
