import type { MenuName } from '@club/api-client';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { MenuItemTable, NavPageTable } from './db';

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
        .where('hidden', '=', 0)
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
        .where('hidden', '=', 0)
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
 * A page added in the studio has an id of its own from here up, clear of the seed's (which numbers its
 * pages 1, 2, … in tree order and renumbers them when the tree changes), so it keeps its id for good.
 */
export const firstStudioPageId = 10001;

type PageRow = Selectable<NavPageTable>;

/**
 * Lays the world's tree and menus out again, keeping what staff did (issue 27, 0092_page_origin): each
 * 'studio' page keeps its part (its words, when `studio_words`; its section and order, when staff set
 * them) over the world's page of the same origin, and a page added in the studio goes back under its
 * section, found by that section's origin path. A studio page the tree cannot take now is kept hidden.
 * Run it inside a transaction.
 */
export async function replaceContent(db: Kysely<DB>, content: WebContent): Promise<void> {
  const studio = await db.selectFrom('nav_page').selectAll().where('origin', '=', 'studio').orderBy('id').execute();
  await db.deleteFrom('menu_item').execute();
  await db.deleteFrom('nav_page').execute();
  const pages = layOutPages(content.pages, studio, content.savedAt);
  for (let start = 0; start < pages.length; start += insertBatch) {
    await db.insertInto('nav_page').values(pages.slice(start, start + insertBatch)).execute();
  }
  if (content.menuItems.length > 0) await db.insertInto('menu_item').values([...content.menuItems]).execute();
}

/** Every column of a page row (SQLite fills a column one row of a multi-row insert leaves out with null, not its default). */
type FullRow = PageRow;

/**
 * The rows `replaceContent` writes, parents before children, hidden rows last: the world's pages with
 * staff's part laid over those staff changed, placed where staff put them (see `placeSeedPages`); then
 * the pages added in the studio, each under its section after the world's pages are placed, in id order;
 * then every studio page the tree cannot take now (its section gone or not a page, its address already
 * taken, too deep, or the world no longer has it), hidden under an id clear of the seed's.
 */
export function layOutPages(world: WebContent['pages'], studio: readonly PageRow[], savedAt: string): FullRow[] {
  if (world.some((page) => (page.id ?? 0) >= firstStudioPageId)) {
    throw new Error(`The web seed numbers its pages from 1 and must stay under ${firstStudioPageId}, where the studio's pages are numbered.`);
  }
  const edited = new Map(studio.filter((row) => row.origin_path !== null).map((row) => [row.origin_path!, row]));
  const rows: FullRow[] = world.map((page) => {
    const base: FullRow = {
      id: page.id!,
      parent_id: page.parent_id ?? null,
      slug: page.slug,
      full_path: page.full_path,
      title: page.title,
      template: page.template,
      page_order: page.page_order,
      post_type: page.post_type,
      external_url: page.external_url ?? null,
      new_tab: page.new_tab ?? 0,
      status: page.status ?? 'Published',
      summary: page.summary ?? '',
      body: page.body ?? '',
      published_at: page.published_at,
      saved_at: savedAt,
      origin_path: page.full_path,
      origin: 'seed',
      version: 0,
      updated_at: null,
      updated_by_email: null,
      studio_words: 0,
      studio_parent_origin_path: null,
      studio_order: null,
      hidden: 0,
    };
    const edit = edited.get(page.full_path);
    if (!edit) return base;
    const { origin, version, updated_at, updated_by_email, studio_words, studio_parent_origin_path, studio_order } = edit;
    const words = studio_words === 1 ? { title: edit.title, summary: edit.summary, body: edit.body } : {};
    return { ...base, ...words, origin, version, updated_at, updated_by_email, studio_words, studio_parent_origin_path, studio_order };
  });
  const places = studio
    .filter((row) => row.origin_path !== null && row.studio_order !== null)
    .sort((a, b) => (a.updated_at ?? '').localeCompare(b.updated_at ?? '') || a.origin_path!.localeCompare(b.origin_path!))
    .map((row) => ({ origin_path: row.origin_path!, parent_origin_path: row.studio_parent_origin_path, page_order: row.studio_order! }));
  const placed: FullRow[] = placeSeedPages(rows, places);
  const byOrigin = new Map(placed.map((page) => [page.origin_path!, page]));
  const taken = new Set(placed.map((page) => page.full_path));
  const inWorld = new Set(world.map((page) => page.full_path));

  const studioIds = studio.map((row) => row.id).filter((id) => id >= firstStudioPageId);
  let nextId = Math.max(firstStudioPageId, ...studioIds.map((id) => id + 1));
  const hide = (row: PageRow): FullRow => {
    const id = row.id >= firstStudioPageId ? row.id : nextId++;
    return { ...row, id, parent_id: null, full_path: `~hidden/${id}`, saved_at: savedAt, hidden: 1 };
  };
  const added: FullRow[] = [];
  const hidden: FullRow[] = [];
  for (const row of studio) {
    if (row.origin_path !== null) {
      if (!inWorld.has(row.origin_path)) hidden.push(hide(row));
      continue;
    }
    const parent = row.studio_parent_origin_path === null ? undefined : byOrigin.get(row.studio_parent_origin_path);
    const path = parent && `${parent.full_path}/${row.slug}`;
    if (!parent || !path || parent.post_type !== 'internal' || taken.has(path) || path.split('/').length > maxPageDepth) {
      hidden.push(hide(row));
      continue;
    }
    taken.add(path);
    added.push({ ...row, parent_id: parent.id, full_path: path, page_order: row.studio_order ?? row.page_order, saved_at: savedAt, hidden: 0 });
  }
  return [...placed, ...added, ...hidden];
}

/** SPEC 2.1: content pages go up to /{subpage1}/{subpage2}/{subpage3}/{subpage4}/{slug}. */
export const maxPageDepth = 5;

type SeedRow = Pick<WebContent['pages'][number], 'id' | 'parent_id' | 'slug' | 'full_path' | 'page_order' | 'post_type'>;
/** Where staff put one of the seed's pages: the section it moved to, by its origin (null when only its order was set), and its order. */
interface Place {
  origin_path: string;
  parent_origin_path: string | null;
  page_order: number;
}

/**
 * The seed's pages where staff put them (their studio place, oldest first): each under the section it
 * moved to, in the order it was given, its pages with it, and every path written again. `origin_path`
 * is where the seed wrote each page. A move the new tree cannot take (its section is gone, the address
 * is taken, or it would go too deep) is left out, so that page stays where the seed has it; the place
 * is kept on the row, and applies again once the tree can take it. Parents come before their children.
 */
export function placeSeedPages<Row extends SeedRow>(rows: readonly Row[], places: readonly Place[]): (Row & { origin_path: string })[] {
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
