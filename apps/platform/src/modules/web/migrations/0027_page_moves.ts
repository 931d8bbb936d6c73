import { type Kysely, sql } from 'kysely';

/**
 * Content pages moved and reordered in the studio (issue 16).
 *
 * - `nav_page.origin_path`: where the web seed wrote a page (null for a page added in the studio). A
 *   move changes a page's `full_path`, never its origin, so the seed's pages keep one name however far
 *   staff move them. Every page already in the tree is where the seed wrote it.
 * - `nav_page_place`: where staff put one of the seed's pages, by its origin: the section it moved to
 *   (by that section's origin; null when only its order was set) and its order there. The web seed
 *   replaces the whole tree when its data changes; `replaceContent` lays these over the new tree before
 *   writing it, as 0018 and 0022 do for words and added pages. A page added in the studio keeps its
 *   place in its nav_page_added row, and its moves count in its words' version. `version` counts a seed
 *   page's moves and reorders; its version is this plus its words' (nav_page_edit), so a stale move,
 *   reorder or save is refused alike.
 * - `nav_page_redirect`: an address a page had before it moved, and where that page is now; the club
 *   site answers the old address with a permanent redirect. Kept one hop deep: when a page moves again,
 *   every redirect to its old address is pointed at the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('nav_page').addColumn('origin_path', 'text').execute();
  await sql`update nav_page set origin_path = full_path where full_path not in (select full_path from nav_page_added)`.execute(db);

  await db.schema
    .createTable('nav_page_place')
    .addColumn('origin_path', 'text', (col) => col.primaryKey())
    .addColumn('parent_origin_path', 'text')
    .addColumn('page_order', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('nav_page_redirect')
    .addColumn('from_path', 'text', (col) => col.primaryKey())
    .addColumn('to_path', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('nav_page_redirect_to').on('nav_page_redirect').column('to_path').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nav_page_redirect').execute();
  await db.schema.dropTable('nav_page_place').execute();
  await db.schema.alterTable('nav_page').dropColumn('origin_path').execute();
}
