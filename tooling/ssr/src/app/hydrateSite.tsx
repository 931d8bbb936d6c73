import { createApiClient } from '@club/api-client';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createStore } from 'jotai';
import { startTransition } from 'react';
import { installPageClock, syncPageClock } from './siteClock';
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
 * Evaluating the scripts, building the router, defining React DOM and hydrating each run in a task of
 * their own (issue 13): together they were one task of about 175 ms on a phone (Lighthouse's 4x CPU)
 * right after the first paint, all of it blocking a tap; the hydration itself then yields every few
 * milliseconds.
 */
export function hydrateSite(createRouter: (context: SiteRouterContext) => AnyRouter): void {
  installPageClock();
  installPageSiteOrigins();
  void (async () => {
    await nextTask();
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
    // React DOM is defined when first asked for (it is a CommonJS module in the framework chunk), so
    // asking for it here makes that ~100 ms of a phone's time a task of its own too.
    await nextTask();
    const { hydrateRoot } = await import('react-dom/client');
    await nextTask();
    startTransition(() => {
      hydrateRoot(document, <RouterClient router={router} />);
    });
    // The page may come from a cache, rendered a while ago: the clock is set to the time now once the
    // hydrating render (which prints the rendered instant) has had its turn.
    await nextTask();
    await syncPageClock();
  })();
}

/**
 * Resolves in a new task, after the browser has had its turn (input, paint). A message, not a timer:
 * timers in a tab opened in the background wait a second or more.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
