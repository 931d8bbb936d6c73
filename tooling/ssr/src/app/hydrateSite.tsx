import { createApiClient } from '@club/api-client';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { installPageClock } from './siteClock';
import type { SiteRouterContext } from './siteContext';

/**
 * A site's entry-client: one router and one store for the page's life, hydrating the streamed HTML.
 * The api client is same-origin: the site server forwards /api to the platform, so cookies stay
 * first-party. The page's clock is installed first, from the instant the server rendered at, so the
 * loaders and the hydrating render read the server's time (and `CLOCK_NOW` moves the browser too).
 */
export function hydrateSite(createRouter: (context: SiteRouterContext) => AnyRouter): void {
  installPageClock();
  const router = createRouter({
    api: createApiClient({ baseUrl: '' }),
    store: createStore(),
    cookies: () => document.cookie,
  });
  hydrateRoot(document, <RouterClient router={router} />);
}
