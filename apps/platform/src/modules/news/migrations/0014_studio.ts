import { type Kysely, sql } from 'kysely';

/**
 * 0014_studio's news part, run after the studio module's (modules/studio/migrations): what the
 * newsroom needs of an article: a draft or published status, a version for the check that stops two
 * editors overwriting each other, who saved last and when, hand-picked related articles, and whether the
 * seed or the studio owns the row (the seed replaces only its own).
 *
 * `published_at` and `image_key` stay NOT NULL, as shipped: changing that on SQLite means rebuilding the
 * table under its FTS triggers. A draft keeps its last (or first) `published_at`, which no public read
 * sees because every one also asks for `status = 'published'`; a draft without a lead image has ''.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every article written so far was published: the new columns say so.
  await db.schema
    .alterTable('news_article')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published').check(sql`status in ('draft', 'published')`))
    .execute();
  await db.schema.alterTable('news_article').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('news_article').addColumn('updated_at', 'text', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('news_article').addColumn('updated_by_email', 'text').execute();
  // Space-separated slugs, in order; null: related articles are picked automatically.
  await db.schema.alterTable('news_article').addColumn('related_slugs', 'text').execute();
  await db.schema
    .alterTable('news_article')
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('seed').check(sql`origin in ('seed', 'studio')`))
    .execute();
  await sql`update news_article set updated_at = published_at`.execute(db);
  await db.schema
    .createIndex('news_article_status_published')
    .on('news_article')
    .columns(['status', 'published_at', 'id'])
    .execute();
  await db.schema.createIndex('news_article_updated').on('news_article').columns(['updated_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('news_article_updated').execute();
  await db.schema.dropIndex('news_article_status_published').execute();
  for (const column of ['origin', 'related_slugs', 'updated_by_email', 'updated_at', 'version', 'status']) {
    await db.schema.alterTable('news_article').dropColumn(column).execute();
  }
}
