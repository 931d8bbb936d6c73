import { type Kysely } from 'kysely';

/**
 * 0006_identity's infrastructure part, run after the identity module's (modules/identity/migrations):
 * the identity module's stored secret (infra/db/stored-secret.ts) and the mail outbox (infra/mail).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Generated secrets (the token signing key when SESSION_SECRET is not set), so instances agree.
  await db.schema
    .createTable('identity_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_to').on('mail_outbox').columns(['to_address', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('identity_secret').execute();
}
