import type { ApiClient } from '@club/api-client';
import type { FooterColumn, NavLink } from '@club/ui';
import { footerColumns, legalLinks, menuItemToNavLink } from './navigation';

export interface FeaturedLink extends NavLink {
  /** Image key in the platform's image library. */
  image: string | null;
}

export interface LayoutData {
  primaryNav: NavLink[];
  featured: FeaturedLink[];
  footerColumns: FooterColumn[];
  legalLinks: NavLink[];
}

/**
 * Everything the layout shows on every page, loaded by the root route so each page arrives with its
 * navigation rendered. Only the links travel to the browser, not the whole navigation tree.
 */
export async function loadLayoutData(api: ApiClient): Promise<LayoutData> {
  const [menus, navigation] = await Promise.all([api.web.menus(), api.web.navigation()]);
  return {
    primaryNav: menus.data.primary.map(menuItemToNavLink),
    featured: menus.data.featured.map((item) => ({ ...menuItemToNavLink(item), image: item.image ?? null })),
    footerColumns: footerColumns(navigation.data),
    legalLinks: legalLinks(navigation.data),
  };
}
