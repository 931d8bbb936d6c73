import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@club/api-client';
import type { NavLink } from '@club/ui';
import { legalLinks } from './legalLinks';
import { clubSiteUrl } from './site';

export interface LayoutData {
  legalLinks: NavLink[];
}

/** What the layout shows on every page; only the links travel to the browser, not the whole tree. */
export async function loadLayoutData(api: ApiClient): Promise<LayoutData> {
  const navigation = await api.web.navigation();
  return { legalLinks: legalLinks(navigation.data, clubSiteUrl()) };
}

export const layoutQueries = {
  /**
   * The layout's links, for every page: in the query cache once per page life (the root loader ensures
   * it, so a route change asks again only when it is stale), dehydrated into the first page once.
   */
  layout: (api: ApiClient) => queryOptions({ queryKey: ['layout'] as const, queryFn: () => loadLayoutData(api) }),
};
