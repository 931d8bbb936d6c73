import { createApiClient } from '@club/api-client';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import type { SiteRouterContext } from './siteContext';

/**
 * A site's entry-client: one router and one store for the page's life, hydrating the streamed HTML.
 * The api client is same-origin: the site server forwards /api to the platform, so cookies stay
 * first-party.
 */
export function hydrateSite(createRouter: (context: SiteRouterContext) => AnyRouter): void {
  const router = createRouter({
    api: createApiClient({ baseUrl: '' }),
    store: createStore(),
    cookies: () => document.cookie,
  });
  hydrateRoot(document, <RouterClient router={router} />);
}
