import { type Kysely, sql } from 'kysely';

/**
 * 0005_catalogue's packages part, run after the videos module's (modules/videos/migrations): the
 * packages service's packages, their attributes as JSON text (always read whole).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('package')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('package_type', 'text', (col) => col.notNull().check(sql`package_type in ('membership', 'match-pass')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('attributes', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('package_type_position').on('package').columns(['package_type', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('package').execute();
}
