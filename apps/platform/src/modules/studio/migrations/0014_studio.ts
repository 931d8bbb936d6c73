import { type Kysely, sql } from 'kysely';

/**
 * The studio (issue 16): who is on the club's staff and in which roles, the audit log of every change
 * staff make, and what the newsroom needs of an article: a draft or published status, a version for
 * the check that stops two editors overwriting each other, who saved last and when, hand-picked related
 * articles, and whether the seed or the studio owns the row (the seed replaces only its own).
 *
 * `published_at` and `image_key` stay NOT NULL, as shipped: changing that on SQLite means rebuilding the
 * table under its FTS triggers. A draft keeps its last (or first) `published_at`, which no public read
 * sees because every one also asks for `status = 'published'`; a draft without a lead image has ''.
 *
 * The studio module's part (staff roles, audit log); the article columns are the news module's part,
 * run after it (modules/news/migrations/0014_studio.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_role')
    .addColumn('sub', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('editor', 'matchday', 'commercial', 'admin')`))
    .addColumn('granted_at', 'text', (col) => col.notNull())
    // The granting administrator's email; 'seed' for the demo staff.
    .addColumn('granted_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_role_pkey', ['sub', 'role'])
    .execute();

  await db.schema
    .createTable('audit_log')
    // SQLite numbers an integer primary key itself; Postgres needs a sequence for it.
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_sub', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_role').execute();
}

/** As in 0002_news: Postgres numbers parameters ($1), SQLite does not (?). */
function isPostgres(db: Kysely<unknown>): boolean {
  return sql`select ${1}`.compile(db).sql.includes('$1');
}
