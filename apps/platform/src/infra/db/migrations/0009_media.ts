import type { Kysely } from 'kysely';

/**
 * Media (modules/media): generated secrets — the playback-token signing key when PLAYBACK_TOKEN_SECRET is
 * not set, and the ClearKey master secret the content keys are derived from — stored so that several
 * platform instances sharing the database sign, verify and decrypt alike. Independent of every other
 * migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_secret').execute();
}
