import { type Kysely, sql } from 'kysely';

/**
 * A newsroom safety net for the content pages too (issue 28): every studio save of a page keeps a
 * revision, as every save of an article does (0029_article_revisions).
 *
 * - `nav_page_revision`: one row per change of a page's words (create, save, restore), numbered by the
 *   page's `version` after it. `page_key` names the page for good: a seeded page's `origin_path` (the seed
 *   numbers its pages in tree order and renumbers them when the tree changes, so its id is not its key), a
 *   page added in the studio `~studio/{id}` (its id is its own for good; `~` is in no slug). `fields_json`
 *   is the page's words after the change and its address then (`StudioPageRevisionFields`), `changed_json`
 *   the names of the fields it moved (none for a baseline). `actor_email` null for the baseline of a
 *   seeded page: the first studio save of a page with no revision yet keeps its words before that save
 *   first (the seed's text, or staff's from before the studio kept history), so a first edit can be undone.
 *
 * No foreign key to `nav_page`: the reseed deletes and writes the tree's rows again, and a revision must
 * never stop it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nav_page_revision')
    // SQLite numbers an integer primary key itself; Postgres needs a sequence for it.
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('page_key', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('fields_json', 'text', (col) => col.notNull())
    .addColumn('changed_json', 'text', (col) => col.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema.createIndex('nav_page_revision_page').on('nav_page_revision').columns(['page_key', 'version']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nav_page_revision').execute();
}

/** Migrations get a bare Kysely: the dialect shows in the compiled placeholder ($1 or ?). */
function isPostgres(db: Kysely<unknown>): boolean {
  return sql`select ${1}`.compile(db).sql.includes('$1');
}
