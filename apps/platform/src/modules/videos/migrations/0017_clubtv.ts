import { type Kysely, sql } from 'kysely';

/**
 * The studio's Club TV library (issue 16): each uploaded video, from its resumable upload through its
 * transcode to its place in the catalogue. A video is a row here from the upload's first byte; while it
 * is published it also has a `video_item` row (the catalogue the sites read), written by the studio.
 * `video_item.origin` says whose a catalogue row is: the seed replaces only its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clubtv_video')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category_slug', 'text')
    .addColumn('team_slug', 'text')
    .addColumn('season_slug', 'text')
    // A JSON list: '?' free, '*' any signed-in fan, otherwise package entitlements.
    .addColumn('entitlements', 'text', (col) => col.notNull())
    // Null: released when published.
    .addColumn('release_from', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('uploading', 'queued', 'transcoding', 'ready', 'failed')`),
    )
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0).check(sql`progress >= 0 and progress <= 100`))
    .addColumn('failure', 'text')
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0).check(sql`published in (0, 1)`))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_bytes', 'bigint', (col) => col.notNull())
    .addColumn('duration', 'integer')
    // The poster as an image library key (`uploads/clubtv/<id>-<digest>.jpg`), once transcoded.
    .addColumn('poster_key', 'text')
    .addColumn('captions', 'integer', (col) => col.notNull().defaultTo(0).check(sql`captions in (0, 1)`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by_email', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('clubtv_video_updated').on('clubtv_video').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('clubtv_video_status').on('clubtv_video').columns(['status', 'updated_at']).execute();

  await db.schema
    .alterTable('video_item')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_item').dropColumn('origin').execute();
  await db.schema.dropIndex('clubtv_video_status').execute();
  await db.schema.dropIndex('clubtv_video_updated').execute();
  await db.schema.dropTable('clubtv_video').execute();
}
