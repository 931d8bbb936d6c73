import { type Kysely, sql } from 'kysely';

/**
 * The studio's line-ups and its own fixtures (issue 16).
 *
 * - `match_lineup`: the line-ups staff set in the studio for a match (both sides, as api-client's
 *   `{ home: Lineup, away: Lineup }`), with a version for the check that stops two people overwriting
 *   each other, and who saved last and when. A match centre shows them from the moment they are saved.
 * - `match.origin`: whether the seed or the studio made the match. The demo world's daily reseed
 *   replaces only the seed's matches; the studio's keep their line-ups, events and results. Fixtures
 *   made in the studio before this migration are found by their audit rows ('fixture.create').
 * - `match_centre.whistle_undo`: what each whistle staff blew changed (JSON, a stack, newest last), so
 *   the console can take a whistle back and the match is as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('match_lineup')
    .addColumn('match_id', 'integer', (col) => col.primaryKey().references('match.id').onDelete('cascade'))
    .addColumn('lineups', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('match')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
  await db.schema.alterTable('match_centre').addColumn('whistle_undo', 'text').execute();
  await sql`
    update match set origin = 'studio'
    where cast(id as text) in (select entity_id from audit_log where entity = 'match' and action = 'fixture.create')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_centre').dropColumn('whistle_undo').execute();
  await db.schema.alterTable('match').dropColumn('origin').execute();
  await db.schema.dropTable('match_lineup').execute();
}
