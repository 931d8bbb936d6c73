import { createApiClient, normaliseError } from '@club/api-client';
import { renderRouterRequest, type RenderContext } from '@tooling/ssr';
import { createStore } from 'jotai';
import { createRouter } from './router';

/** Called by the site server for every page request. */
export function render({ request, manifest, platformUrl }: RenderContext): Promise<Response> {
  // The visitor's cookies go along so the platform answers as it would answer them.
  const cookie = request.headers.get('cookie');
  return renderRouterRequest({
    request,
    manifest,
    createRouter: () =>
      createRouter({
        api: createApiClient({ baseUrl: platformUrl, ...(cookie ? { headers: { cookie } } : {}) }),
        store: createStore(),
      }),
    errorStatus: (error) => normaliseError(error).statusCode,
  });
}
