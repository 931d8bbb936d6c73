import type { Kysely } from 'kysely';

/**
 * What a match that has not finished yet is going to be: its line-ups, its whole event timeline and its
 * final stats, written by the seed (or a data feed) before kick-off. The live engine reads it and
 * records each event into `match_centre` as the match clock reaches its minute; nothing else reads it,
 * so no page can show an event before it happens. `source` says who drives the match: 'simulation'
 * (the demo) or 'manual' (the studio's match-day console or a feed: the engine only keeps its clock).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('match_plan')
    .addColumn('match_id', 'integer', (col) => col.primaryKey().references('match.id').onDelete('cascade'))
    .addColumn('lineups', 'text', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('stats', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('simulation'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('match_plan').execute();
}
