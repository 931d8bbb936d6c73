import type { Kysely } from 'kysely';

/**
 * Content pages added in the studio (issue 16). The navigation tree is the web seed's, which replaces
 * every row when its data changes; a page staff added is kept here, by its path under its section, and
 * put back into the tree each time the seed writes it (modules/web/repo.ts `replaceContent`), like the
 * edits of 0018_page_edits. Its title, summary and body are its nav_page_edit row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nav_page_added')
    .addColumn('full_path', 'text', (col) => col.primaryKey())
    .addColumn('parent_path', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('page_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by_email', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nav_page_added').execute();
}
