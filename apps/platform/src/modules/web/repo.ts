import type { MenuName } from '@club/api-client';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { MenuItemTable, NavPagePlaceTable, NavPageTable } from './db';

/** A node of the navigation tree as stored, without its content. */
export interface PageRecord {
  id: number;
  parentId: number | null;
  slug: string;
  fullPath: string;
  title: string;
  template: 'Hub' | 'Default';
  pageOrder: number;
  postType: 'internal' | 'external';
  externalUrl: string | null;
  newTab: boolean;
  publishedAt: string;
  savedAt: string;
}

export interface PageContentRecord {
  summary: string;
  body: string;
}

export interface MenuItemRecord {
  menu: MenuName;
  name: string;
  link: string;
  icon: string | null;
  isExternal: boolean;
  customClass: string | null;
  newTab: boolean;
  image: string | null;
}

export function createWebRepo(db: Kysely<DB>) {
  return {
    /** Every published node, siblings in page order. Unpublished nodes hide their descendants too. */
    async listPublishedPages(): Promise<PageRecord[]> {
      const rows = await db
        .selectFrom('nav_page')
        .select([
          'id',
          'parent_id',
          'slug',
          'full_path',
          'title',
          'template',
          'page_order',
          'post_type',
          'external_url',
          'new_tab',
          'published_at',
          'saved_at',
        ])
        .where('status', '=', 'Published')
        .orderBy('page_order')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        slug: row.slug,
        fullPath: row.full_path,
        title: row.title,
        template: row.template,
        pageOrder: row.page_order,
        postType: row.post_type,
        externalUrl: row.external_url,
        newTab: row.new_tab === 1,
        publishedAt: row.published_at,
        savedAt: row.saved_at,
      }));
    },

    async findPageContent(id: number): Promise<PageContentRecord | undefined> {
      return db
        .selectFrom('nav_page')
        .select(['summary', 'body'])
        .where('id', '=', id)
        .where('status', '=', 'Published')
        .executeTakeFirst();
    },

    /**
     * Where a page that moved in the studio is now, for an address it had (or an address under one it
     * had, for a page added there since): the redirect of the longest such address, with the rest kept.
     */
    async findRedirect(path: string): Promise<string | undefined> {
      const segments = path.split('/');
      const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
      const rows = await db.selectFrom('nav_page_redirect').select(['from_path', 'to_path']).where('from_path', 'in', prefixes).execute();
      const longest = rows.sort((a, b) => b.from_path.length - a.from_path.length)[0];
      return longest && `${longest.to_path}${path.slice(longest.from_path.length)}`;
    },

    async listMenuItems(): Promise<MenuItemRecord[]> {
      const rows = await db.selectFrom('menu_item').selectAll().orderBy('menu').orderBy('position').execute();
      return rows.map((row) => ({
        menu: row.menu,
        name: row.name,
        link: row.link,
        icon: row.icon,
        isExternal: row.is_external === 1,
        customClass: row.custom_class,
        newTab: row.new_tab === 1,
        image: row.image,
      }));
    },
  };
}

export type WebRepo = ReturnType<typeof createWebRepo>;

export interface WebContent {
  /** Parents before children. */
  pages: readonly Omit<Insertable<NavPageTable>, 'saved_at'>[];
  menuItems: readonly Insertable<MenuItemTable>[];
  savedAt: string;
}

// Comfortably under SQLite's and Postgres's limits on bound parameters per statement.
const insertBatch = 50;

/**
 * Replaces the whole navigation tree and every menu, with the seed's pages where staff put them (0027)
 * and the pages staff added (0022) and their words (0018) laid over it. Run it inside a transaction.
 */
export async function replaceContent(db: Kysely<DB>, content: WebContent): Promise<void> {
  await db.deleteFrom('menu_item').execute();
  await db.deleteFrom('nav_page').execute();
  const places = await db.selectFrom('nav_page_place').selectAll().orderBy('updated_at').orderBy('origin_path').execute();
  const pages = placeSeedPages(content.pages, places);
  for (let start = 0; start < pages.length; start += insertBatch) {
    const batch = pages.slice(start, start + insertBatch);
    await db
      .insertInto('nav_page')
      .values(batch.map((page) => ({ ...page, saved_at: content.savedAt })))
      .execute();
  }
  if (content.menuItems.length > 0) await db.insertInto('menu_item').values([...content.menuItems]).execute();
  await applyPageAdditions(db, content.savedAt);
  await applyPageEdits(db);
}

/**
 * Puts the pages staff added in the studio (nav_page_added) back into a tree the seed has just
 * written: each under its section, in the order it was added, with the next free id. A page whose
 * section the seed no longer has stays recorded but is not shown. Its words come from nav_page_edit.
 */
export async function applyPageAdditions(db: Kysely<DB>, savedAt: string): Promise<void> {
  const added = await db
    .selectFrom('nav_page_added')
    .innerJoin('nav_page_edit', 'nav_page_edit.full_path', 'nav_page_added.full_path')
    .select(['nav_page_added.full_path', 'parent_path', 'slug', 'page_order', 'created_at', 'title', 'summary', 'body'])
    .orderBy('created_at')
    .orderBy('nav_page_added.full_path')
    .execute();
  for (const page of added) {
    const parent = await db.selectFrom('nav_page').select('id').where('full_path', '=', page.parent_path).where('post_type', '=', 'internal').executeTakeFirst();
    const taken = await db.selectFrom('nav_page').select('id').where('full_path', '=', page.full_path).executeTakeFirst();
    if (!parent || taken) continue;
    const { next } = await db.selectFrom('nav_page').select((eb) => eb.fn.max('id').as('next')).executeTakeFirstOrThrow();
    await db
      .insertInto('nav_page')
      .values({
        id: Number(next ?? 0) + 1,
        parent_id: parent.id,
        slug: page.slug,
        full_path: page.full_path,
        title: page.title,
        template: 'Default',
        page_order: page.page_order,
        post_type: 'internal',
        external_url: null,
        new_tab: 0,
        status: 'Published',
        summary: page.summary,
        body: page.body,
        published_at: page.created_at,
        saved_at: savedAt,
      })
      .execute();
  }
}

/** Lays what staff wrote in the studio (nav_page_edit) over the pages at the same paths. */
export async function applyPageEdits(db: Kysely<DB>, fullPath?: string): Promise<void> {
  let edits = db.selectFrom('nav_page_edit').select(['full_path', 'title', 'summary', 'body']);
  if (fullPath !== undefined) edits = edits.where('full_path', '=', fullPath);
  for (const edit of await edits.execute()) {
    await db
      .updateTable('nav_page')
      .set({ title: edit.title, summary: edit.summary, body: edit.body })
      .where('full_path', '=', edit.full_path)
      .execute();
  }
}

/** SPEC 2.1: content pages go up to /{subpage1}/{subpage2}/{subpage3}/{subpage4}/{slug}. */
export const maxPageDepth = 5;

type SeedRow = WebContent['pages'][number];
type Place = Pick<NavPagePlaceTable, 'origin_path' | 'parent_origin_path' | 'page_order'>;

/**
 * The seed's pages where staff put them (nav_page_place, oldest first): each under the section it
 * moved to, in the order it was given, its pages with it, and every path written again. `origin_path`
 * is where the seed wrote each page. A move the new tree cannot take (its section is gone, the address
 * is taken, or it would go too deep) is left out, so that page stays where the seed has it; the record
 * is kept, and applies again once the tree can take it. Parents come before their children.
 */
export function placeSeedPages(rows: readonly SeedRow[], places: readonly Place[]): (SeedRow & { origin_path: string })[] {
  const pages = rows.map((row) => ({ ...row, origin_path: row.full_path }));
  const byOrigin = new Map(pages.map((page) => [page.origin_path, page]));
  const byId = new Map(pages.map((page) => [page.id, page]));
  const pathOf = (page: (typeof pages)[number], seen = new Set<number>()): string | undefined => {
    if (seen.has(page.id)) return undefined;
    seen.add(page.id);
    if (page.parent_id === null || page.parent_id === undefined) return page.slug;
    const parent = byId.get(page.parent_id);
    const above = parent && pathOf(parent, seen);
    return above === undefined ? undefined : `${above}/${page.slug}`;
  };
  // Every page has a path (no cycles), every path is one page's, and none is too deep.
  const paths = (): Map<number, string> | undefined => {
    const found = new Map<number, string>();
    const taken = new Set<string>();
    for (const page of pages) {
      const path = pathOf(page);
      if (path === undefined || taken.has(path) || path.split('/').length > maxPageDepth) return undefined;
      taken.add(path);
      found.set(page.id, path);
    }
    return found;
  };
  for (const place of places) {
    const page = byOrigin.get(place.origin_path);
    if (!page) continue;
    if (place.parent_origin_path !== null) {
      const parent = byOrigin.get(place.parent_origin_path);
      if (!parent || parent.post_type !== 'internal') continue;
      const before = page.parent_id;
      page.parent_id = parent.id;
      if (!paths()) {
        page.parent_id = before;
        continue;
      }
    }
    page.page_order = place.page_order;
  }
  const final = paths() ?? new Map<number, string>();
  for (const page of pages) page.full_path = final.get(page.id) ?? page.full_path;
  const ordered: typeof pages = [];
  const visit = (parentId: number | null) => {
    for (const page of pages) {
      if ((page.parent_id ?? null) !== parentId) continue;
      ordered.push(page);
      visit(page.id);
    }
  };
  visit(null);
  return ordered;
}
