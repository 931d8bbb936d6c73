import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { MatchCentreTable, MatchPlanTable } from './db';

/**
 * The writes of a match's live state, for the live engine (modules/live/service.ts), which decides when
 * each happens and runs them in its transaction. Each guarded write answers whether it changed a row: false
 * means another instance (or a person) changed the match first, and the engine retries or gives up.
 */

type Db = Kysely<DB> | Transaction<DB>;
type Score = { home: number; away: number };

const changed = (count: bigint | number | undefined) => Number(count ?? 0) > 0;

/** The centre as the engine read it: a write lands only if its events (and its stamp) are still those. */
type CentreSeen = Pick<Selectable<MatchCentreTable>, 'match_id' | 'events'>;
/** The columns a change of the centre is guarded by, beside its events. */
type CentreGuard = 'live_updated_at' | 'whistle_undo';

/** A fixture kicks off: live, nil-nil, only from 'scheduled'. */
export async function startMatch(trx: Db, matchId: number): Promise<boolean> {
  const started = await trx
    .updateTable('match')
    .set({ status: 'live', home_score: 0, away_score: 0 })
    .where('id', '=', matchId)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return changed(started.numUpdatedRows);
}

/** A live match ends: finished, its score and highlights, only from 'live'. */
export async function finishMatch(trx: Db, matchId: number, score: Score, highlightsId: string | null): Promise<boolean> {
  const finished = await trx
    .updateTable('match')
    .set({ status: 'finished', home_score: score.home, away_score: score.away, highlights_video_id: highlightsId })
    .where('id', '=', matchId)
    .where('status', '=', 'live')
    .executeTakeFirst();
  return changed(finished.numUpdatedRows);
}

/** The score follows the events. */
export async function setScore(trx: Db, matchId: number, score: Score): Promise<void> {
  await trx.updateTable('match').set({ home_score: score.home, away_score: score.away }).where('id', '=', matchId).execute();
}

/** Kick-off taken back: a fixture again, no score, only from 'live'. */
export async function unstartMatch(trx: Db, matchId: number): Promise<boolean> {
  const back = await trx
    .updateTable('match')
    .set({ status: 'scheduled', home_score: null, away_score: null })
    .where('id', '=', matchId)
    .where('status', '=', 'live')
    .executeTakeFirst();
  return changed(back.numUpdatedRows);
}

/** Full time taken back: live again with the highlights it had, only from 'finished'. */
export async function reopenMatch(trx: Db, matchId: number, highlightsId: string | null): Promise<boolean> {
  const reopened = await trx
    .updateTable('match')
    .set({ status: 'live', highlights_video_id: highlightsId })
    .where('id', '=', matchId)
    .where('status', '=', 'finished')
    .executeTakeFirst();
  return changed(reopened.numUpdatedRows);
}

/** The match centre of a match that kicks off, replacing any left from before. */
export async function openCentre(trx: Db, row: Insertable<MatchCentreTable>): Promise<void> {
  await trx.deleteFrom('match_centre').where('match_id', '=', row.match_id).execute();
  await trx.insertInto('match_centre').values(row).execute();
}

/**
 * A change of the centre, if its events and the `guard` column (the last live stamp, or the whistle stack when
 * undoing a whistle) are still those the engine read.
 */
export async function updateCentreIfUnchanged<Guard extends CentreGuard>(
  trx: Db,
  seen: CentreSeen & Pick<Selectable<MatchCentreTable>, Guard>,
  guard: Guard,
  set: Updateable<MatchCentreTable>,
): Promise<boolean> {
  const value: string | null = seen[guard];
  const column: CentreGuard = guard;
  const updated = await trx
    .updateTable('match_centre')
    .set(set)
    .where('match_id', '=', seen.match_id)
    .where('events', '=', seen.events)
    .where((eb) => (value === null ? eb(column, 'is', null) : eb(column, '=', value)))
    .executeTakeFirst();
  return changed(updated.numUpdatedRows);
}

/** The whistles staff may take back, newest last (JSON). */
export async function setWhistleStack(trx: Db, matchId: number, stack: string): Promise<void> {
  await trx.updateTable('match_centre').set({ whistle_undo: stack }).where('match_id', '=', matchId).execute();
}

/** The centre of a match whose kick-off is taken back goes, if its events are still those the engine read. */
export async function removeCentreIfUnchanged(trx: Db, matchId: number, events: string): Promise<boolean> {
  const gone = await trx.deleteFrom('match_centre').where('match_id', '=', matchId).where('events', '=', events).executeTakeFirst();
  return changed(gone.numDeletedRows);
}

/** Staff took the match over: the simulation no longer plays its plan. */
export async function makePlanManual(db: Db, matchId: number): Promise<void> {
  await db.updateTable('match_plan').set({ source: 'manual' }).where('match_id', '=', matchId).execute();
}

/** A match without a plan (one the studio created) gets a manual one; one with a plan becomes manual. */
export async function ensureManualPlan(db: Db, plan: Insertable<MatchPlanTable>): Promise<void> {
  await db
    .insertInto('match_plan')
    .values(plan)
    .onConflict((oc) => oc.column('match_id').doUpdateSet({ source: 'manual' }))
    .execute();
}
