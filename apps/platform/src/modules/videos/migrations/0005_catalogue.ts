import { type Kysely, sql } from 'kysely';

/**
 * Club TV and the packages service: video items, categories, feeds (SPEC 3 'Video configuration'),
 * stream assets and packages. Independent of every other migration (team and season slugs are plain
 * text: those tables belong to other seeds). Portable types only: 0/1 integers for booleans, ISO UTC
 * text for instants, JSON as text for lists that are always read whole.
 *
 * The videos module's part; packages are the packages module's, run after it
 * (modules/packages/migrations/0005_catalogue.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_item')
    .addColumn('entry_id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category_slug', 'text', (col) => col.notNull())
    .addColumn('team_slug', 'text')
    .addColumn('season_slug', 'text', (col) => col.notNull())
    .addColumn('duration', 'integer', (col) => col.notNull().check(sql`duration >= 0`))
    .addColumn('entitlements', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('release_from', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('video_item_release_from').on('video_item').columns(['release_from', 'entry_id']).execute();
  await db.schema.createIndex('video_item_season').on('video_item').columns(['season_slug', 'release_from']).execute();

  await db.schema
    .createTable('video_category')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('order_position', 'integer', (col) => col.notNull())
    .addColumn('hero_mode', 'integer', (col) => col.notNull().check(sql`hero_mode in (0, 1)`))
    .addColumn('page_title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('video_feed')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().check(sql`enabled in (0, 1)`))
    .addColumn('is_app', 'integer', (col) => col.notNull().check(sql`is_app in (0, 1)`))
    .addColumn('categories', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('stream_asset')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull().check(sql`media_type in ('live-stream', 'on-demand')`))
    .addColumn('content_type', 'text', (col) => col.notNull().check(sql`content_type in ('video', 'audio')`))
    .addColumn('offline_image_key', 'text', (col) => col.notNull())
    .addColumn('poster_image_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('playback_id', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stream_asset', 'video_feed', 'video_category', 'video_item']) {
    await db.schema.dropTable(table).execute();
  }
}
