import { type Kysely, sql } from 'kysely';

/**
 * Sessions a fan controls (issue 28, ASVS 7.3 and 7.5).
 *
 * - `identity_session`: one row per sign-in (the refresh-token family, `id` = the access token's `sid`).
 *   `expires_at` is the absolute end, fixed at sign-in: a refresh never moves it. `last_seen_at` is the
 *   last refresh, against which the idle timeout counts. `device`, `browser` and `country` are what the
 *   fan sees in "Signed-in devices", derived at sign-in from the user agent and the trusted geo header; the
 *   user agent itself is not kept. `ended_at` once signed out, ended from another device, or by staff.
 *   Every sign-in already in `identity_refresh_token` gets its row: created at its first token, ending
 *   when that token's 30 days did (the old rule), last seen at its newest token, ended if it was revoked.
 * - `identity_email_change`: an email change waiting for the code mailed to the new address (at most one
 *   per account; a new request replaces it). Until it is confirmed the account keeps its old address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('sub', 'text', (col) => col.notNull().references('identity_user.sub').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('device', 'text')
    .addColumn('browser', 'text')
    .addColumn('country', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('identity_session_sub').on('identity_session').column('sub').execute();
  await sql`
    insert into identity_session (id, sub, created_at, expires_at, last_seen_at, device, browser, country, ended_at)
    select family_id, min(sub), min(created_at), min(expires_at), max(created_at), null, null, null, max(revoked_at)
    from identity_refresh_token
    group by family_id
  `.execute(db);

  await db.schema
    .createTable('identity_email_change')
    .addColumn('sub', 'text', (col) => col.primaryKey().references('identity_user.sub').onDelete('cascade'))
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_email_change').execute();
  await db.schema.dropTable('identity_session').execute();
}
