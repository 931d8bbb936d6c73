import type { Kysely } from 'kysely';

/**
 * Content pages edited in the studio (issue 16). The navigation tree is the web seed's, which replaces
 * every row when its data changes; what staff wrote is kept here, by the page's path, and laid over the
 * seed's rows every time they are written (modules/web/repo.ts `replaceContent`), so an edit survives a
 * new release of the tree. `version` is the check that stops two editors overwriting each other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nav_page_edit')
    .addColumn('full_path', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nav_page_edit').execute();
}
