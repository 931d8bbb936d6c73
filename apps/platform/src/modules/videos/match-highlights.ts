import type { Insertable, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { VideoItemTable } from './db';

/**
 * Club TV's items of a match the live engine ended (modules/live/club-tv.ts makes them), added in its
 * transaction; an item already there is left as it is.
 */
export async function addMatchClubTvItems(trx: Transaction<DB>, rows: readonly Insertable<VideoItemTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('video_item')
    .values([...rows])
    .onConflict((oc) => oc.column('entry_id').doNothing())
    .execute();
}

/** Those items taken back when staff undo the final whistle: the ones added at that whistle, by id. */
export async function removeMatchClubTvItems(trx: Transaction<DB>, entryIds: readonly string[], addedAt: string): Promise<void> {
  if (entryIds.length === 0) return;
  await trx.deleteFrom('video_item').where('entry_id', 'in', [...entryIds]).where('created_at', '=', addedAt).execute();
}
