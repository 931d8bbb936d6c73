import type { MenuName } from '@club/api-client';
import type { Insertable, Kysely } from 'kysely';
import type { DB, MenuItemTable, NavPageTable } from '../../infra/db/schema';

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

/** Replaces the whole navigation tree and every menu. Run it inside a transaction. */
export async function replaceContent(db: Kysely<DB>, content: WebContent): Promise<void> {
  await db.deleteFrom('menu_item').execute();
  await db.deleteFrom('nav_page').execute();
  for (let start = 0; start < content.pages.length; start += insertBatch) {
    const batch = content.pages.slice(start, start + insertBatch);
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
