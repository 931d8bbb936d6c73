import { type Kysely, sql } from 'kysely';

/**
 * The content navigation tree (SPEC 2.2, 3 'Menu page'), the menus (SPEC 2.3, 3 'Menu item') and the
 * record of which seed version the database holds. Written with portable types only, so the same
 * migration runs on SQLite and Postgres: integers for booleans, text for instants.
 *
 * The web module's part; the seed record (seed_state) is the infrastructure's part, run after it
 * (infra/db/migrations/0001_navigation.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nav_page')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('parent_id', 'integer', (col) => col.references('nav_page.id').onDelete('cascade'))
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('full_path', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('template', 'text', (col) => col.notNull().check(sql`template in ('Hub', 'Default')`))
    .addColumn('page_order', 'integer', (col) => col.notNull())
    .addColumn('post_type', 'text', (col) => col.notNull().check(sql`post_type in ('internal', 'external')`))
    .addColumn('external_url', 'text')
    .addColumn('new_tab', 'integer', (col) => col.notNull().defaultTo(0).check(sql`new_tab in (0, 1)`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('Published').check(sql`status in ('Published', 'Draft')`),
    )
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'nav_page_external_has_url',
      sql`(post_type = 'external') = (external_url is not null)`,
    )
    .execute();
  await db.schema.createIndex('nav_page_parent_order').on('nav_page').columns(['parent_id', 'page_order']).execute();

  await db.schema
    .createTable('menu_item')
    .addColumn('menu', 'text', (col) =>
      col.notNull().check(sql`menu in ('primary', 'secondary', 'sticky', 'main', 'featured')`),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('icon', 'text')
    .addColumn('is_external', 'integer', (col) => col.notNull().check(sql`is_external in (0, 1)`))
    .addColumn('custom_class', 'text')
    .addColumn('new_tab', 'integer', (col) => col.notNull().defaultTo(0).check(sql`new_tab in (0, 1)`))
    .addColumn('image', 'text')
    .addPrimaryKeyConstraint('menu_item_pk', ['menu', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_item').execute();
  await db.schema.dropTable('nav_page').execute();
}
