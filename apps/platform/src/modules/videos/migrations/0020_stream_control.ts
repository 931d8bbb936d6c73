import { type Kysely, sql } from 'kysely';

/**
 * The studio's hold on each live stream (issue 16, Club TV's Live section): 'live' (the stream shows what
 * its channel does), 'idle' (off air, whatever the channel does) or 'disabled' (not offered at all). A row
 * of its own, keyed by the stream asset's id, because the videos seed replaces `stream_asset` whole when
 * the demo world moves on: an editor's choice outlives that. No row: the seeded status decides, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_control')
    .addColumn('asset_id', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('live', 'idle', 'disabled')`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_control').execute();
}
