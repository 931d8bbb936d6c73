import { type Kysely, sql } from 'kysely';

/**
 * 0019_commercial_desk's packages part, run last of it: the packages seed replaces the catalogue every day
 * (match passes follow the fixtures), so what staff change is kept beside it, by package id, and laid over
 * the seed's package whenever it is read (modules/packages/edits.ts): title, description, on sale or not,
 * and each price option's amount. `prices` is JSON `{ [seed price id]: { id, amount, strikethroughAmount } }`:
 * a changed amount is sold under a new price id, so a page still showing the old amount can never buy at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('package_edit')
    .addColumn('package_id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('on_sale', 'integer', (col) => col.notNull().check(sql`on_sale in (0, 1)`))
    .addColumn('prices', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('package_edit').execute();
}
