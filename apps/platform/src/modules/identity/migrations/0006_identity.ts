import { type Kysely, sql } from 'kysely';

/**
 * The embedded identity provider (SPEC 7 'Identity provider') and the mail outbox. Portable types only:
 * 0/1 integers for booleans, ISO UTC text for instants. Secrets are never stored as given: passwords as
 * argon2id hashes, confirmation codes and refresh tokens as keyed hashes.
 *
 * The identity module's part; its stored secret and the mail outbox are the infrastructure's part, run
 * after it (infra/db/migrations/0006_identity.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_user')
    .addColumn('sub', 'text', (col) => col.primaryKey())
    // The sign-in name: the email address, lowercased and trimmed (SPEC 5).
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('given_name', 'text')
    .addColumn('family_name', 'text')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('unconfirmed', 'active', 'blocked', 'password-change-required')`),
    )
    .addColumn('bypassed', 'integer', (col) => col.notNull().check(sql`bypassed in (0, 1)`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // At most one live code per user and purpose; a new one replaces the old.
  await db.schema
    .createTable('identity_code')
    .addColumn('sub', 'text', (col) => col.notNull().references('identity_user.sub').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('sign-up', 'reset-password')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('identity_code_pk', ['sub', 'purpose'])
    .execute();

  // One row per refresh token ever issued; a family is one sign-in and every rotation after it.
  await db.schema
    .createTable('identity_refresh_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('sub', 'text', (col) => col.notNull().references('identity_user.sub').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('identity_refresh_token_family').on('identity_refresh_token').column('family_id').execute();
  await db.schema.createIndex('identity_refresh_token_sub').on('identity_refresh_token').column('sub').execute();

  // Failed sign-ins per account and per address, and request counts, shared by every instance.
  await db.schema
    .createTable('identity_throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'identity_throttle',
    'identity_refresh_token',
    'identity_code',
    'identity_user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
