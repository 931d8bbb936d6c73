import type { Kysely } from 'kysely';

/**
 * A published story edited as a draft (issue 28): `news_article.draft_json` holds the pending edit of a
 * live article (its editable fields as stored: `ArticleWrite` in `articles-repo.ts`), null when there is
 * none. Every public read goes on reading the article's own columns, so fans keep the published version
 * until an editor publishes the changes; the studio shows the draft over it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_article').addColumn('draft_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_article').dropColumn('draft_json').execute();
}
