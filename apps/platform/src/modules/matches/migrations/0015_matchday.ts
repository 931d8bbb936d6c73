import type { Kysely } from 'kysely';

/**
 * The studio's match-day console (issue 16): the instant a match's clock counts from when staff blow
 * the whistles themselves. A match plays by the one mapping of match-clock.ts from this instant; a
 * kick-off, half-time, second half or full time recorded in the console moves it so the clock agrees
 * with the referee. Null: the scheduled kick-off (every seeded and simulated match).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_centre').addColumn('clock_kick_off', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_centre').dropColumn('clock_kick_off').execute();
}
