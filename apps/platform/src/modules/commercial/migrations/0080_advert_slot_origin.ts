import { type Kysely, sql } from 'kysely';

/**
 * Staff edits of an advert slot live on the slot itself (issue 27: one edit model beside the seed), as they
 * do on adverts, sponsors, promos and sponsor slots: `advert_slot` gets `origin` ('seed': the demo world's,
 * replaced with it; 'studio': a slot whose adverts staff put in, took out or reordered, kept by the reseed
 * with its placements), `version` (0 until staff first change it, each change checked against it) and who
 * saved it when. Every `advert_slot_edit` row moves onto its slot (a slot the world no longer lays out is
 * kept under its id, so nothing is lost), then the overlay table goes.
 */
type SlotEdit = { slot_id: string; version: number; updated_at: string; updated_by_email: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('advert_slot')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
  await db.schema.alterTable('advert_slot').addColumn('version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('advert_slot').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('advert_slot').addColumn('updated_by_email', 'text').execute();
  const { rows: edits } = await sql<SlotEdit>`select slot_id, version, updated_at, updated_by_email from advert_slot_edit`.execute(db);
  for (const edit of edits) {
    const moved = await sql`update advert_slot set origin = 'studio', version = ${edit.version}, updated_at = ${edit.updated_at}, updated_by_email = ${edit.updated_by_email}
      where slot_id = ${edit.slot_id}`.execute(db);
    if (!moved.numAffectedRows) {
      await sql`insert into advert_slot (slot_id, name, origin, version, updated_at, updated_by_email)
        values (${edit.slot_id}, ${edit.slot_id}, 'studio', ${edit.version}, ${edit.updated_at}, ${edit.updated_by_email})`.execute(db);
    }
  }
  await db.schema.dropTable('advert_slot_edit').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('advert_slot_edit')
    .addColumn('slot_id', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_email', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into advert_slot_edit (slot_id, version, updated_at, updated_by_email)
    select slot_id, version, updated_at, updated_by_email from advert_slot where origin = 'studio'`.execute(db);
  for (const column of ['updated_by_email', 'updated_at', 'version', 'origin']) {
    await db.schema.alterTable('advert_slot').dropColumn(column).execute();
  }
}
