import { type Kysely, sql } from 'kysely';

/**
 * A deleted advert or sponsor is its own row marked deleted (issue 27: one edit model beside the seed),
 * not a tombstone in another table: `advert` and `sponsor` get `deleted_at`. Deleting makes the row the
 * studio's (origin 'studio', saved by who deleted it, when), so the reseed keeps it, deleted, and never lays
 * the world's row of that id back; every read asks for `deleted_at is null`, and a new row's id, the highest
 * so far plus one, is never a deleted one's.
 *
 * Each `commercial_deleted` tombstone becomes such a row. Its content went when it was deleted, so it is
 * kept under its id with empty content (nothing reads it); a row of that id still there (none should be)
 * is marked deleted instead. Then the tombstones' table goes.
 */
type Tombstone = { entity: string; entity_id: number; deleted_at: string; deleted_by_email: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['advert', 'sponsor']) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
  }
  const { rows: tombstones } = await sql<Tombstone>`select entity, entity_id, deleted_at, deleted_by_email from commercial_deleted order by entity, entity_id`.execute(db);
  for (const { entity, entity_id: id, deleted_at: at, deleted_by_email: by } of tombstones) {
    const gone = `deleted-${id}`;
    if (entity === 'advert') {
      const marked = await sql`update advert set deleted_at = ${at}, origin = 'studio', version = version + 1, updated_at = ${at}, updated_by_email = ${by} where id = ${id}`.execute(db);
      if (marked.numAffectedRows) continue;
      await sql`insert into advert (id, advert_name, advert_ref, campaign_ref, url, enabled, channel, child_friendly, start_utc, end_utc, images, origin, version, updated_at, updated_by_email, deleted_at)
        values (${id}, '', ${gone}, ${gone}, '', 0, '', 0, ${at}, ${at}, '{}', 'studio', 1, ${at}, ${by}, ${at})`.execute(db);
    } else if (entity === 'sponsor') {
      const marked = await sql`update sponsor set deleted_at = ${at}, origin = 'studio', version = version + 1, updated_at = ${at}, updated_by_email = ${by} where sponsor_id = ${id}`.execute(db);
      if (marked.numAffectedRows) continue;
      await sql`insert into sponsor (sponsor_id, slug, campaign_id, image_key, published, title, url, admin_name, media_library_id, forced_order, is_child_friendly, origin, version, updated_at, updated_by_email, deleted_at)
        values (${id}, ${gone}, ${gone}, '', 0, '', '', ${gone}, ${id}, null, 0, 'studio', 1, ${at}, ${by}, ${at})`.execute(db);
    } else {
      throw new Error(`0091_commercial_deleted_at: a tombstone of an unknown kind '${entity}' (${id})`);
    }
  }
  await db.schema.dropTable('commercial_deleted').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commercial_deleted')
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    .addColumn('deleted_by_email', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('commercial_deleted_pk', ['entity', 'entity_id'])
    .execute();
  await sql`insert into commercial_deleted (entity, entity_id, deleted_at, deleted_by_email)
    select 'advert', id, deleted_at, coalesce(updated_by_email, '') from advert where deleted_at is not null`.execute(db);
  await sql`insert into commercial_deleted (entity, entity_id, deleted_at, deleted_by_email)
    select 'sponsor', sponsor_id, deleted_at, coalesce(updated_by_email, '') from sponsor where deleted_at is not null`.execute(db);
  await sql`delete from advert where deleted_at is not null`.execute(db);
  await sql`delete from sponsor where deleted_at is not null`.execute(db);
  for (const table of ['advert', 'sponsor']) {
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
