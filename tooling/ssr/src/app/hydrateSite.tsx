import { createApiClient } from '@club/api-client';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createStore } from 'jotai';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { installPageClock } from './siteClock';
import { installPageSiteOrigins } from './siteOrigins';
import type { SiteRouterContext } from './siteContext';
import { connectRouterToQueries, createSiteQueryClient } from './siteQueryClient';

/**
 * A site's entry-client: one router, one store and one query cache for the page's life, hydrating the streamed HTML.
 * The api client is same-origin: the site server forwards /api to the platform, so cookies stay
 * first-party. The page's clock is installed first, from the instant the server rendered at, so the
 * loaders and the hydrating render read the server's time (and `CLOCK_NOW` moves the browser too); so are the
 * sites' origins the server rendered with.
 *
 * Each step is a task of its own (issue 13): the browser evaluates every module of the entry in one
 * task (100–130 ms at 4x CPU), and making the router (its route tree, the history: 35–55 ms) and
 * starting the hydration in that same task made one of the longest tasks of a page's load. Between
 * tasks the browser can paint and answer input, and Total Blocking Time counts only each task's time
 * over 50 ms. The hydration itself runs in a transition, so React yields every few milliseconds.
 */
export function hydrateSite(createRouter: (context: SiteRouterContext) => AnyRouter): void {
  nextTask(() => {
    installPageClock();
    installPageSiteOrigins();
    const queryClient = createSiteQueryClient({ server: false });
    const router = connectRouterToQueries(
      createRouter({
        api: createApiClient({ baseUrl: '' }),
        queryClient,
        store: createStore(),
        cookies: () => document.cookie,
      }),
      queryClient,
    );
    nextTask(() => {
      startTransition(() => {
        hydrateRoot(document, <RouterClient router={router} />);
      });
    });
  });
}

/** Runs `step` in a task of its own, after the browser has had its turn. */
function nextTask(step: () => void): void {
  setTimeout(step, 0);
}
