import { type Kysely, sql } from 'kysely';

/**
 * News articles (SPEC 1 'News', 3 'News search hit') and their full-text index. The table is portable;
 * the index is each database's own: an FTS5 external-content table kept in step by triggers on SQLite,
 * a generated, weighted tsvector column with a GIN index on Postgres. Both index the same three
 * columns (title, standfirst, plain-text body) so ranking reads the same way on either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_article')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('standfirst', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // The body without markup: what search indexes, so tag and attribute names never match.
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) =>
      col.notNull().check(sql`category in ('first-team', 'u21', 'u18', 'women', 'club')`),
    )
    // Space-separated slugs (kind of story, opponent, players) used to pick related articles.
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('news_article_published').on('news_article').columns(['published_at', 'id']).execute();
  await db.schema
    .createIndex('news_article_category_published')
    .on('news_article')
    .columns(['category', 'published_at', 'id'])
    .execute();

  if (isPostgres(db)) {
    // Punctuation becomes a space before parsing, so the document splits into words exactly as the
    // query does (and as FTS5's unicode61 does): Postgres's parser would otherwise read '2024-25' as
    // 2024 and -25, and 'kick-off' as one hyphenated word, which a phrase of plain words never matches.
    await sql`
      alter table news_article add column search_vector tsvector generated always as (
        setweight(to_tsvector('english', regexp_replace(title, '[[:punct:]]+', ' ', 'g')), 'A') ||
        setweight(to_tsvector('english', regexp_replace(standfirst, '[[:punct:]]+', ' ', 'g')), 'B') ||
        setweight(to_tsvector('english', regexp_replace(body_text, '[[:punct:]]+', ' ', 'g')), 'C')
      ) stored`.execute(db);
    await sql`create index news_article_search on news_article using gin (search_vector)`.execute(db);
    return;
  }

  // External content: the FTS table stores only the index and reads the text from news_article, so
  // the triggers below must mirror every insert, update and delete or the index goes stale.
  await sql`
    create virtual table news_article_fts using fts5(
      title, standfirst, body_text,
      content = 'news_article', content_rowid = 'id',
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create trigger news_article_fts_insert after insert on news_article begin
      insert into news_article_fts (rowid, title, standfirst, body_text)
        values (new.id, new.title, new.standfirst, new.body_text);
    end`.execute(db);
  await sql`
    create trigger news_article_fts_delete after delete on news_article begin
      insert into news_article_fts (news_article_fts, rowid, title, standfirst, body_text)
        values ('delete', old.id, old.title, old.standfirst, old.body_text);
    end`.execute(db);
  await sql`
    create trigger news_article_fts_update after update on news_article begin
      insert into news_article_fts (news_article_fts, rowid, title, standfirst, body_text)
        values ('delete', old.id, old.title, old.standfirst, old.body_text);
      insert into news_article_fts (rowid, title, standfirst, body_text)
        values (new.id, new.title, new.standfirst, new.body_text);
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['news_article_fts_insert', 'news_article_fts_delete', 'news_article_fts_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists news_article_fts`.execute(db);
  }
  await db.schema.dropTable('news_article').execute();
}

/**
 * Migrations get a bare Kysely, not our Database with its dialect. The compiled placeholder tells them
 * apart through public API only: Postgres numbers parameters ($1), SQLite does not (?).
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return sql`select ${1}`.compile(db).sql.includes('$1');
}
