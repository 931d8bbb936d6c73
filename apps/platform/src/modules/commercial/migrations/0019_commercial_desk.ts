import { type Kysely, sql } from 'kysely';

/**
 * The commercial desk's promos and packages (issue 16).
 *
 * Promos: staff switch one off without deleting it (`enabled`), flag whether children may see it
 * (`child_friendly`), and save against the version they opened (`version`, 409 otherwise). `origin` is
 * 'seed' for the demo world's promos, which the commercial seed replaces whenever the world moves on, and
 * 'studio' for a promo staff made or edited, which the seed leaves alone (as news_article's origin).
 *
 * Packages: the packages seed replaces the catalogue every day (match passes follow the fixtures), so
 * what staff change is kept beside it, by package id, and laid over the seed's package whenever it is
 * read (modules/packages/edits.ts): title, description, on sale or not, and each price option's amount.
 * `prices` is JSON `{ [seed price id]: { id, amount, strikethroughAmount } }`: a changed amount is sold
 * under a new price id, so a page still showing the old amount can never buy at it.
 *
 * Vouchers: staff change a voucher's limits, expiry and switch after making it, against the version they
 * opened (`version`, 409 otherwise); the payments seed leaves a demo voucher staff changed (version > 1) alone.
 *
 * The commercial module's part (promos); then the payments module's (voucher version,
 * modules/payments/migrations) and the packages module's (package_edit, modules/packages/migrations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promo_overlay')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1).check(sql`enabled in (0, 1)`))
    .execute();
  await db.schema
    .alterTable('promo_overlay')
    .addColumn('child_friendly', 'integer', (col) => col.notNull().defaultTo(1).check(sql`child_friendly in (0, 1)`))
    .execute();
  await db.schema
    .alterTable('promo_overlay')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
  await db.schema.alterTable('promo_overlay').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('promo_overlay').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('promo_overlay').addColumn('updated_by_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updated_by_email', 'updated_at', 'version', 'origin', 'child_friendly', 'enabled']) {
    await db.schema.alterTable('promo_overlay').dropColumn(column).execute();
  }
}
