import { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';

/**
 * The browser's one cache of server data (TanStack Query over `api-client`): one per request on the
 * server, one for the page's life in the browser. Loaders `ensureQueryData`, components `useQuery`, and
 * what the server loaded is dehydrated into the page so the browser fetches nothing twice.
 *
 * - `staleTime` 30 s: a hydrated page, or a page the fan comes back to within half a minute, reads the
 *   cache instead of asking again; the live match's pushed updates and the mutations' invalidations keep
 *   what changes sooner than that current.
 * - No refetch on window focus: a fan switching tabs on match day should not send a burst of requests;
 *   what is personal is invalidated by the actions that change it (sign-in, sign-out, a purchase…).
 * - One retry in the browser (a phone's flaky network), none on the server (the page must not wait).
 */
export function createSiteQueryClient({ server }: { server: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: server ? false : 1,
      },
    },
  });
}

/**
 * Wires a site's router to its query client: the router's SSR streams the server's cache into the page
 * (queries settled by the loaders at once, later ones as they settle) and the browser's router hydrates
 * it before the first render; every route renders inside the client's provider.
 */
export function connectRouterToQueries<TRouter extends AnyRouter>(router: TRouter, queryClient: QueryClient): TRouter {
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}
