import type { CommentaryLine, StudioCommentaryLine } from '@club/api-client';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { MatchCommentaryTable } from './db';

/**
 * The club's live commentary (issue 31), `match_commentary`: the matches module owns the table; the live
 * module's recording path (staff's lines, the demo's) calls these in its transactions.
 */
export type CommentaryRow = Selectable<MatchCommentaryTable>;

/** Newest first: the latest minute first, and within a minute the line written last. */
export async function listCommentary(db: Kysely<DB> | Transaction<DB>, matchId: number): Promise<CommentaryRow[]> {
  return db
    .selectFrom('match_commentary')
    .selectAll()
    .where('match_id', '=', matchId)
    .orderBy('minute', 'desc')
    .orderBy((eb) => eb.fn.coalesce('added_time', eb.lit(0)), 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findCommentaryLine(db: Kysely<DB> | Transaction<DB>, matchId: number, lineId: number): Promise<CommentaryRow | undefined> {
  return db.selectFrom('match_commentary').selectAll().where('match_id', '=', matchId).where('id', '=', lineId).executeTakeFirst();
}

export async function addCommentaryLine(trx: Transaction<DB>, row: Insertable<MatchCommentaryTable>): Promise<number> {
  const inserted = await trx.insertInto('match_commentary').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Changes a line only while it is as `seen` (its last change): false when someone changed or removed it first. */
export async function updateCommentaryLine(
  trx: Transaction<DB>,
  seen: CommentaryRow,
  change: Pick<MatchCommentaryTable, 'minute' | 'added_time' | 'text' | 'updated_at'>,
): Promise<boolean> {
  const result = await trx
    .updateTable('match_commentary')
    .set(change)
    .where('id', '=', seen.id)
    .where('updated_at', '=', seen.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removeCommentaryLine(trx: Transaction<DB>, matchId: number, lineId: number): Promise<boolean> {
  const result = await trx.deleteFrom('match_commentary').where('match_id', '=', matchId).where('id', '=', lineId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A line as the match centre shows it: no author (staff's emails stay in the studio). */
export function toCommentaryLine(row: CommentaryRow): CommentaryLine {
  return {
    id: Number(row.id),
    minute: row.minute,
    addedTime: row.added_time,
    text: row.text,
    at: row.created_at,
    edited: row.updated_at !== row.created_at,
  };
}

/** A line as the studio's console lists it: who wrote it, and whether `viewerSub` did. */
export function toStudioCommentaryLine(row: CommentaryRow, viewerSub: string): StudioCommentaryLine {
  return { ...toCommentaryLine(row), by: row.author_email, mine: row.author_sub === viewerSub };
}
