import { normaliseError } from '@club/api-client';
import { QueryClient, type Query } from '@tanstack/react-query';
import { isNotFound, isRedirect, type AnyRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';

/**
 * The browser's one cache of server data (TanStack Query over `api-client`): one per request on the
 * server, one for the page's life in the browser. Loaders `ensureQueryData`, components `useQuery`, and
 * what the server loaded is dehydrated into the page so the browser fetches nothing twice.
 *
 * - `staleTime` 60 s: longer than a page the page cache shares can be old when it is sent (5 s fresh,
 *   then up to 30 s stale while it renders again), so the queries a page hydrates are never stale on
 *   arrival and the browser asks for none of them again; a page the fan comes back to within a minute
 *   reads the cache too. The live match's pushed updates and the mutations' invalidations keep what
 *   changes sooner than that current.
 * - No refetch on window focus: a fan switching tabs on match day should not send a burst of requests;
 *   what is personal is invalidated by the actions that change it (sign-in, sign-out, a purchase…).
 * - One retry in the browser (a phone's flaky network), none on the server (the page must not wait),
 *   and none for an answer that would not change: a 4xx, a route's `notFound()` or a redirect.
 * - Only settled answers (and the ones still on their way, which stream in) go into the page: a failed
 *   query is the error page's business, and its error object is not the browser's. Nor does a query
 *   whose `meta` says `dehydrate: false`: one that other queries' functions read on the server (the
 *   club's next match, which the home page's data and the live strip's each hold), so the page carries
 *   its data once.
 */
export function createSiteQueryClient({ server }: { server: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: siteStaleTimeMs,
        refetchOnWindowFocus: false,
        retry: server ? false : (failures, error) => failures < 1 && worthRetrying(error),
      },
      dehydrate: { shouldDehydrateQuery: (query: Query) => query.state.status !== 'error' && query.meta?.dehydrate !== false },
    },
  });
}

/** How long the sites' server data is fresh (see createSiteQueryClient). */
export const siteStaleTimeMs = 60_000;

function worthRetrying(error: unknown): boolean {
  if (isNotFound(error) || isRedirect(error)) return false;
  const status = normaliseError(error).statusCode;
  return status < 400 || status >= 500;
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
