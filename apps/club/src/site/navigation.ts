import type { MenuItem, MenuPage } from '@club/api-client';
import type { FooterColumn, NavLink } from '@club/ui';
import { pageToNavLink } from './pageToNavLink';

// The layout's links, worked out from the platform's menus and navigation tree where the layout's data
// is loaded (loadLayoutData): on the server, and in the browser only when the layout is asked for again,
// so this is not in a page's first load (issue 13).

/** The section whose pages are the footer's legal links rather than a column. */
const helpSection = 'help-info';

/** A menu item as a link: its `slug` is the link itself (internal when it starts with '/'). */
export function menuItemToNavLink(item: MenuItem): NavLink {
  return { label: item.name, href: item.slug, ...(item.newTab ? { newTab: true } : {}) };
}

/** A link of the main menu's tree, with the pages under it. */
export interface MenuTreeLink extends NavLink {
  children: MenuTreeLink[];
}

/**
 * The whole navigation tree as links for the burger menu (SPEC 2.2: up to four levels), in page order.
 * Only what a link needs travels to the browser.
 */
export function menuTree(tree: MenuPage[]): MenuTreeLink[] {
  return [...tree]
    .sort((a, b) => a.pageOrder - b.pageOrder)
    .map((page) => ({ ...pageToNavLink(page), children: menuTree(page.children) }));
}

/** One footer column per top-level section, its direct children as links. */
export function footerColumns(tree: MenuPage[]): FooterColumn[] {
  return tree
    .filter((section) => section.pageSlug !== helpSection && section.children.length > 0)
    .map((section) => ({ title: section.postTitle, links: section.children.map(pageToNavLink) }));
}

/** The help and information pages (privacy, cookies, contact…), for the footer's legal row. */
export function legalLinks(tree: MenuPage[]): NavLink[] {
  return tree.find((section) => section.pageSlug === helpSection)?.children.map(pageToNavLink) ?? [];
}
