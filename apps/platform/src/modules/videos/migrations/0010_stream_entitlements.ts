import { type Kysely, sql } from 'kysely';

/**
 * Stream assets get their own entitlement list (SPEC 4 'Video lock' applied to live streams by the
 * session check): a JSON array of text like `video_item.entitlements`. Existing rows start empty; the
 * videos seed fills them from `content/video/streams.json`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stream_asset')
    .addColumn('entitlements', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stream_asset').dropColumn('entitlements').execute();
}
