import { type Kysely } from 'kysely';

/**
 * 0001_navigation's infrastructure part (after the web module's, modules/web/migrations): the record
 * of which seed version the database holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_state').execute();
}
