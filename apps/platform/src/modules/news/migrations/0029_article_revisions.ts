import { type Kysely, sql } from 'kysely';

/**
 * A newsroom safety net (issue 28): every studio save of an article keeps a revision.
 *
 * - `news_article_revision`: one row per versioned change of an article (create, save, publish, unpublish,
 *   restore), numbered by the article's `version` after it. `fields_json` is the article as it stood after
 *   that change (what an editor can change, and its state: `ArticleFields` in `articles.ts`);
 *   `changed_json` the names of the fields that change moved (none for a baseline). `actor_email` null for
 *   the baseline of a seeded article: the first studio save of an article with no revision yet keeps its
 *   state before that save first, so yesterday's text is there to restore.
 *
 * No foreign key to `news_article`: the demo seed replaces its own rows (those no one has edited, which have
 * no revisions), and a revision must never stop it doing so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_article_revision')
    // SQLite numbers an integer primary key itself; Postgres needs a sequence for it.
    .addColumn('id', isPostgres(db) ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('article_id', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('fields_json', 'text', (col) => col.notNull())
    .addColumn('changed_json', 'text', (col) => col.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema.createIndex('news_article_revision_article').on('news_article_revision').columns(['article_id', 'version']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_article_revision').execute();
}

/** Migrations get a bare Kysely: the dialect shows in the compiled placeholder ($1 or ?). */
function isPostgres(db: Kysely<unknown>): boolean {
  return sql`select ${1}`.compile(db).sql.includes('$1');
}
