import { type Kysely, sql } from 'kysely';

/**
 * The commercial desk's header sponsors and section sponsor slots (issue 16). A header place now names
 * the sponsor it shows (`sponsor_id`, no foreign key: the demo world's sponsors are deleted and laid back
 * by the reseed) and can be switched off (`enabled`). Both tables get `origin` ('seed': the demo world's,
 * replaced with it; 'studio': saved by staff, kept by the reseed, a slot with its sponsors) and a
 * `version` each save is checked against (409 otherwise), as 0023 gave adverts and sponsors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('header_sponsor').addColumn('sponsor_id', 'integer').execute();
  await db.schema
    .alterTable('header_sponsor')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1).check(sql`enabled in (0, 1)`))
    .execute();
  for (const table of ['header_sponsor', 'section_sponsor_slot']) {
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
  for (const table of ['section_sponsor_slot', 'header_sponsor']) {
    for (const column of ['updated_by_email', 'updated_at', 'version', 'origin']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  for (const column of ['enabled', 'sponsor_id']) {
    await db.schema.alterTable('header_sponsor').dropColumn(column).execute();
  }
}
