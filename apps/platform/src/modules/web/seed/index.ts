import { createHash } from 'node:crypto';
import { isInternalLink, menuNames } from '@club/api-client';
import type { Insertable } from 'kysely';
import type { MenuItemTable, NavPageTable } from '../db';
import type { Seed } from '../../../infra/db/seeding';
import { londonToInstant } from '../../../shared/london-time';
import { replaceContent } from '../repo';
import { menus } from './menus';
import { navigation } from './navigation';
import type { PageNode, SeedNode } from './nodes';

export type SeedPageRow = Omit<Insertable<NavPageTable>, 'saved_at'>;
export type SeedMenuRow = Insertable<MenuItemTable>;

/**
 * The tree as rows, parents before children (so foreign keys hold row by row). postIDs are assigned
 * in that order, starting at 1, so they are stable while the tree's shape is.
 */
export function flattenNavigation(sections: readonly PageNode[]): SeedPageRow[] {
  const rows: SeedPageRow[] = [];
  const visit = (node: SeedNode, parent: { id: number; path: string; published: string } | null, order: number) => {
    const id = rows.length + 1;
    const fullPath = parent ? `${parent.path}/${node.slug}` : node.slug;
    const publishedLocal = node.published ?? parent?.published;
    if (!publishedLocal) throw new Error(`Seed page ${fullPath} has no published time`);
    rows.push({
      id,
      parent_id: parent?.id ?? null,
      slug: node.slug,
      full_path: fullPath,
      title: node.title,
      template: node.children.length > 0 ? 'Hub' : 'Default',
      page_order: order,
      post_type: node.kind === 'link' ? 'external' : 'internal',
      external_url: node.kind === 'link' ? node.url : null,
      new_tab: node.kind === 'link' && node.newTab ? 1 : 0,
      status: 'Published',
      summary: node.kind === 'page' ? node.summary : '',
      body: node.kind === 'page' ? node.body : '',
      published_at: londonToInstant(publishedLocal),
    });
    node.children.forEach((child, index) =>
      visit(child, { id, path: fullPath, published: publishedLocal }, index + 1),
    );
  };
  sections.forEach((section, index) => visit(section, null, index + 1));
  return rows;
}

export function flattenMenus(source: typeof menus): SeedMenuRow[] {
  return menuNames.flatMap((menu) =>
    source[menu].map((item, index) => ({
      menu,
      position: index + 1,
      name: item.name,
      link: item.link,
      icon: item.icon ?? null,
      is_external: isInternalLink(item.link) ? 0 : 1,
      custom_class: item.customClass ?? null,
      new_tab: item.newTab ? 1 : 0,
      image: item.image ?? null,
    })),
  );
}

const pages = flattenNavigation(navigation);
const menuItems = flattenMenus(menus);

/**
 * The web module's seed: the navigation tree and the menus, which it owns outright. Its version is a
 * fingerprint of the data, so any edit to the data files rolls out on the next start with no counter
 * to remember to bump.
 */
export const webSeed: Seed = {
  name: 'web',
  version: createHash('sha256').update(JSON.stringify({ pages, menuItems })).digest('hex').slice(0, 16),
  apply: (trx, appliedAt) => replaceContent(trx, { pages, menuItems, savedAt: appliedAt }),
};

export const seedCounts = { pages: pages.length, menuItems: menuItems.length };
