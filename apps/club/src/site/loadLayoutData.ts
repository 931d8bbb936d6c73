import type { ApiClient, HeaderSponsor, SectionSponsorSlot } from '@club/api-client';
import type { FooterColumn, NavLink } from '@club/ui';
import { footerColumns, legalLinks, menuItemToNavLink, menuTree, type MenuTreeLink } from './navigation';

// The layout's data as the server loads it (layoutQueries): apart from the query, so its code is not in
// a page's first load (issue 13).

export interface FeaturedLink extends NavLink {
  /** Image key in the platform's image library. */
  image: string | null;
}

export interface LayoutData {
  primaryNav: NavLink[];
  /** SPEC 2.3's secondary nav (Club TV), beside the header's actions. */
  secondaryNav: NavLink[];
  /** SPEC 2.3's sticky nav (Club Site, Tickets, Shop, Club TV, App): the global nav bar. */
  stickyNav: NavLink[];
  /** SPEC 2.3's main menu, first in the burger menu. */
  mainNav: NavLink[];
  /** The navigation tree, the rest of the burger menu. */
  menuTree: MenuTreeLink[];
  featured: FeaturedLink[];
  /** SPEC 3's three header sponsors; @club/adverts' HeaderSponsors applies the child-mode rule. */
  headerSponsors: HeaderSponsor[];
  /** SPEC 3's section sponsor slots; @club/adverts' SectionSponsors shows the page's section's. */
  sectionSponsors: SectionSponsorSlot[];
  footerColumns: FooterColumn[];
  legalLinks: NavLink[];
}

/**
 * Everything the layout shows on every page, loaded by the root route so each page arrives with its
 * navigation rendered. Only the links travel to the browser, not the navigation tree's page records.
 */
export async function loadLayoutData(api: ApiClient): Promise<LayoutData> {
  const [menus, navigation, sponsors, sections] = await Promise.all([
    api.web.menus(),
    api.web.navigation(),
    // SPEC 8: a sponsor failure is only logged; the header goes without its logos.
    api.commercial.headerSponsors().catch((error: unknown) => {
      console.error('Problem retrieving header sponsors', error);
      return { data: [] };
    }),
    api.commercial.sectionSponsorSlots().catch((error: unknown) => {
      console.error('Problem retrieving section sponsors', error);
      return { data: [] };
    }),
  ]);
  return {
    primaryNav: menus.data.primary.map(menuItemToNavLink),
    secondaryNav: menus.data.secondary.map(menuItemToNavLink),
    stickyNav: menus.data.sticky.map(menuItemToNavLink),
    mainNav: menus.data.main.map(menuItemToNavLink),
    menuTree: menuTree(navigation.data),
    featured: menus.data.featured.map((item) => ({ ...menuItemToNavLink(item), image: item.image ?? null })),
    headerSponsors: sponsors.data,
    sectionSponsors: sections.data,
    footerColumns: footerColumns(navigation.data),
    legalLinks: legalLinks(navigation.data),
  };
}
