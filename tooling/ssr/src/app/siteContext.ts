import type { ApiClient } from '@club/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';

/** What every route's loader and component can reach: one of each per request on the server. */
export interface SiteRouterContext {
  api: ApiClient;
  /**
   * Server data's one cache (TanStack Query): loaders `ensureQueryData` through `api`, components
   * `useQuery` the same options, mutations invalidate what they change.
   */
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  /**
   * The visitor's cookies as a `Cookie` header string: the request's on the server, `document.cookie`
   * in the browser. A function, so a loader in the browser reads what is set now, and so a page's
   * server render already knows a choice stored in a cookie (consent, child mode) and never flashes.
   */
  cookies: () => string;
}
