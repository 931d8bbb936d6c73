import { type Kysely, sql } from 'kysely';

/**
 * Images uploaded in the studio (issue 16), one row per stored file: the newsroom's lead images and the
 * commercial desk's promos, adverts and sponsor logos, so the studio's image chooser can list a desk's
 * recent uploads a page at a time. The file itself stays in the media store under its key
 * (`uploads/<desk>/<sha256>.<ext>`); the same bytes uploaded again move the row to the top.
 *
 * Lead images uploaded before this table existed are listed too: their audit rows say what they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_image')
    .addColumn('image_key', 'text', (col) => col.primaryKey())
    .addColumn('desk', 'text', (col) => col.notNull().check(sql`desk in ('news', 'commercial')`))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('uploaded_at', 'text', (col) => col.notNull())
    .addColumn('uploaded_by_email', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('studio_image_desk_uploaded').on('studio_image').columns(['desk', 'uploaded_at', 'image_key']).execute();

  const uploads = await sql<{ at: string; actor_email: string; entity_id: string; after_json: string | null }>`
    select at, actor_email, entity_id, after_json from audit_log where action = 'image.upload' order by at, id
  `.execute(db);
  for (const row of uploads.rows) {
    const after = JSON.parse(row.after_json ?? '{}') as { type?: string; bytes?: number; width?: number; height?: number };
    if (!row.entity_id.startsWith('uploads/news/') || !after.type || !after.width || !after.height) continue;
    await sql`
      insert into studio_image (image_key, desk, type, width, height, bytes, uploaded_at, uploaded_by_email)
      values (${row.entity_id}, 'news', ${after.type}, ${after.width}, ${after.height}, ${after.bytes ?? 0}, ${row.at}, ${row.actor_email})
      on conflict (image_key) do update set uploaded_at = excluded.uploaded_at, uploaded_by_email = excluded.uploaded_by_email
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_image').execute();
}
