import { type Kysely, sql } from 'kysely';

/**
 * Sponsors, adverts and promo overlays (SPEC 3): header sponsors, sponsors with their footer rows and
 * section slots, adverts with their placements (slots, the web API's footer, experiments, the feed),
 * and promo overlays. Independent of every other migration. Portable types only: 0/1 integers for
 * booleans, ISO UTC text for instants, an advert's images by type as JSON text (always read whole).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sponsor')
    .addColumn('sponsor_id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('campaign_id', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('published', 'integer', (col) => col.notNull().check(sql`published in (0, 1)`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('admin_name', 'text', (col) => col.notNull())
    .addColumn('media_library_id', 'integer', (col) => col.notNull())
    .addColumn('forced_order', 'integer')
    .addColumn('is_child_friendly', 'integer', (col) => col.notNull().check(sql`is_child_friendly in (0, 1)`))
    .execute();

  await db.schema
    .createTable('header_sponsor')
    .addColumn('position', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('img_location', 'text', (col) => col.notNull())
    .addColumn('sponsor_url', 'text', (col) => col.notNull())
    .addColumn('child_friendly', 'integer', (col) => col.notNull().check(sql`child_friendly in (0, 1)`))
    .execute();

  await db.schema
    .createTable('sponsor_row')
    .addColumn('row_id', 'integer', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('admin_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_size', 'text', (col) => col.notNull().check(sql`title_size in ('small', 'large')`))
    .addColumn('sponsor_size', 'text', (col) => col.notNull().check(sql`sponsor_size in ('small', 'large')`))
    .addColumn('forced_order', 'integer', (col) => col.notNull().check(sql`forced_order in (0, 1)`))
    .execute();

  await db.schema
    .createTable('sponsor_row_member')
    .addColumn('row_id', 'integer', (col) => col.notNull().references('sponsor_row.row_id').onDelete('cascade'))
    .addColumn('sponsor_id', 'integer', (col) => col.notNull().references('sponsor.sponsor_id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('sponsor_row_member_pk', ['row_id', 'sponsor_id'])
    .execute();

  await db.schema
    .createTable('section_sponsor_slot')
    .addColumn('section_id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('app', 'web')`))
    .addColumn('active', 'integer', (col) => col.notNull().check(sql`active in (0, 1)`))
    .execute();

  await db.schema
    .createTable('section_sponsor')
    .addColumn('section_id', 'text', (col) =>
      col.notNull().references('section_sponsor_slot.section_id').onDelete('cascade'),
    )
    .addColumn('sponsor_id', 'integer', (col) => col.notNull().references('sponsor.sponsor_id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('section_sponsor_pk', ['section_id', 'sponsor_id'])
    .execute();

  await db.schema
    .createTable('advert')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('advert_name', 'text', (col) => col.notNull())
    .addColumn('advert_ref', 'text', (col) => col.notNull())
    .addColumn('campaign_ref', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().check(sql`enabled in (0, 1)`))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('', 'web', 'app')`))
    .addColumn('child_friendly', 'integer', (col) => col.notNull().check(sql`child_friendly in (0, 1)`))
    .addColumn('start_utc', 'text', (col) => col.notNull())
    .addColumn('end_utc', 'text', (col) => col.notNull())
    .addColumn('images', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('advert_slot')
    .addColumn('slot_id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  // A placement is a slot id, 'web-footer', 'experiments' or 'feed'; position orders adverts within it.
  await db.schema
    .createTable('advert_placement')
    .addColumn('placement', 'text', (col) => col.notNull())
    .addColumn('advert_id', 'integer', (col) => col.notNull().references('advert.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('advert_placement_pk', ['placement', 'advert_id'])
    .execute();

  await db.schema
    .createTable('promo_overlay')
    .addColumn('promo_id', 'integer', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('Web', 'App')`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('Default', 'Mini')`))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('web_new_window', 'integer', (col) => col.notNull().check(sql`web_new_window in (0, 1)`))
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('image_alt_text', 'text', (col) => col.notNull())
    .addColumn('start_date_time', 'text', (col) => col.notNull())
    .addColumn('end_date_time', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'promo_overlay',
    'advert_placement',
    'advert_slot',
    'advert',
    'section_sponsor',
    'section_sponsor_slot',
    'sponsor_row_member',
    'sponsor_row',
    'header_sponsor',
    'sponsor',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
