import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@club/api-client';

export type { FeaturedLink, LayoutData } from './loadLayoutData';

export const layoutQueries = {
  /**
   * The layout's links, for every page: in the query cache once per page life (the root loader ensures
   * it, so a route change asks again only when it is stale), dehydrated into the first page once.
   */
  layout: (api: ApiClient) =>
    queryOptions({
      queryKey: ['layout'] as const,
      // Its code is fetched when it runs: on the server, and in the browser only when the layout is
      // asked for again; a page arrives with the layout in its cache (issue 13).
      queryFn: () => import('./loadLayoutData').then((module) => module.loadLayoutData(api)),
    }),
};
