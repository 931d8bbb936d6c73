import type { Kysely } from 'kysely';

/**
 * Secrets of the payments module generated once per installation, like `identity_secret` and
 * `media_secret`: the payment simulator's webhook signing secret (a fixed one in the source would let
 * anyone sign a `checkout.session.completed` and grant themselves a pass).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_secret').execute();
}
