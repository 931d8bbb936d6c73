import { type Kysely, sql } from 'kysely';

/**
 * The club's live commentary (issue 31): `match_commentary`, lines at a minute of a match, newest read
 * first (the index). A line goes with its match (a match the demo reseed replaces takes its lines along).
 * `author_sub`/`author_email`: the staff member who wrote it, so only they change it; null for the lines
 * the demo match writes for its moments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('match_commentary')
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('match_id', 'integer', (col) => col.notNull().references('match.id').onDelete('cascade'))
    .addColumn('minute', 'integer', (col) => col.notNull())
    .addColumn('added_time', 'integer')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('author_sub', 'text')
    .addColumn('author_email', 'text')
    .execute();
  await db.schema.createIndex('match_commentary_by_match').on('match_commentary').columns(['match_id', 'minute', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('match_commentary').execute();
}

/** Migrations get a bare Kysely: the dialect shows in the compiled placeholder ($1 or ?). */
function isPostgres(db: Kysely<unknown>): boolean {
  return sql`select ${1}`.compile(db).sql.includes('$1');
}
