import type { Kysely } from 'kysely';

/**
 * The commercial desk deletes adverts and sponsors, and orders the adverts within a slot (issue 16).
 *
 * `commercial_deleted`: one row for each advert or sponsor staff deleted (`entity` 'advert' or 'sponsor'),
 * a tombstone. The commercial seed lays the demo world out again every day; an id here is never laid back,
 * so a deleted demo advert or sponsor stays deleted. Studio ids are never reused either.
 *
 * `advert_slot_edit`: a slot whose adverts staff put in, took out or reordered. The seed keeps such a slot's
 * placements as staff left them (demo adverts' too) instead of the demo world's, and each change to the slot
 * is saved against the version it was opened at (none here: version 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commercial_deleted')
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    .addColumn('deleted_by_email', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('commercial_deleted_pk', ['entity', 'entity_id'])
    .execute();
  await db.schema
    .createTable('advert_slot_edit')
    .addColumn('slot_id', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('advert_slot_edit').execute();
  await db.schema.dropTable('commercial_deleted').execute();
}
