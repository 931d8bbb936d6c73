import { type Kysely, sql } from 'kysely';

/**
 * The commercial desk's adverts and sponsors (issue 16). `origin` is 'seed' for the demo world's, which
 * the commercial seed replaces whenever the world moves on, and 'studio' for an advert or sponsor staff
 * made or edited, which the seed leaves alone with its placements or its place in a row (as
 * promo_overlay's origin). Saves are checked against the version they were opened at (`version`, 409
 * otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['advert', 'sponsor']) {
    await db.schema
      .alterTable(table)
      .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
      .execute();
    await db.schema.alterTable(table).addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('updated_by_email', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sponsor', 'advert']) {
    for (const column of ['updated_by_email', 'updated_at', 'version', 'origin']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
