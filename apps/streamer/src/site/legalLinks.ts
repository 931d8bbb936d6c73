import type { MenuPage } from '@club/api-client';
import type { NavLink } from '@club/ui';

/** The section of the navigation tree whose pages are the footer's legal links. */
const helpSection = 'help-info';

/**
 * The help pages (privacy, cookies…) for the footer. They live on the club site, so the
 * links point there: the streamer has no content pages of its own.
 */
export function legalLinks(tree: MenuPage[], clubSiteUrl: string): NavLink[] {
  const help = tree.find((section) => section.pageSlug === helpSection);
  return (help?.children ?? []).map((page) => ({
    label: page.postTitle,
    href: page.postType === 'external' && page.externalUrl ? page.externalUrl : `${clubSiteUrl}/${page.fullPath}`,
    ...(page.newTab ? { newTab: true } : {}),
  }));
}
