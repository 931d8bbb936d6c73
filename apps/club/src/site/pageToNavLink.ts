import type { MenuPage } from '@club/api-client';
import type { NavLink } from '@club/ui';

// Apart from the rest of the navigation (navigation.ts): content pages link their child pages with it.

/** A page of the navigation tree as a link: its path on this site, or its external address. */
export function pageToNavLink(page: Pick<MenuPage, 'postTitle' | 'fullPath' | 'postType' | 'externalUrl' | 'newTab'>): NavLink {
  const href = page.postType === 'external' && page.externalUrl ? page.externalUrl : `/${page.fullPath}`;
  return { label: page.postTitle, href, ...(page.newTab ? { newTab: true } : {}) };
}
