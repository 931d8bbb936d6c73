import { type Kysely, sql } from 'kysely';

/**
 * The commercial desk's adverts (issue 16). `origin` is 'seed' for the demo world's adverts, which the
 * commercial seed replaces whenever the world moves on, and 'studio' for an advert staff made or edited,
 * which the seed leaves alone with its placements (as promo_overlay's origin). Saves are checked against
 * the version they were opened at (`version`, 409 otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('advert')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
  await db.schema.alterTable('advert').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('advert').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('advert').addColumn('updated_by_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updated_by_email', 'updated_at', 'version', 'origin']) {
    await db.schema.alterTable('advert').dropColumn(column).execute();
  }
}
