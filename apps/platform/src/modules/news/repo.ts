import type { NewsCategorySlug } from '@club/api-client';
import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage } from '../../infra/db/paging';
import type { NewsArticleTable } from './db';

/** An article as stored, without its body. */
export interface ArticleSummaryRecord {
  id: number;
  slug: string;
  title: string;
  standfirst: string;
  publishedAt: string;
  imageKey: string;
  author: string;
  category: NewsCategorySlug;
  tags: string[];
}

export interface ArticleRecord extends ArticleSummaryRecord {
  body: string;
  /** Hand-picked related articles (the studio's override), in order; null: picked automatically. */
  relatedSlugs: string[] | null;
}

/**
 * What every public read may show: published, and its time come by the clock. A scheduled article is a
 * published one with a future `published_at`; it appears by itself when the clock reaches it.
 */
export function isPublic(now: string) {
  return (eb: ExpressionBuilder<DB, 'news_article'>) =>
    eb.and([eb('news_article.status', '=', 'published'), eb('news_article.published_at', '<=', now)]);
}

const summaryColumns = [
  'id',
  'slug',
  'title',
  'standfirst',
  'published_at',
  'image_key',
  'author',
  'category',
  'tags',
] as const;

type SummaryRow = Pick<NewsArticleTable, (typeof summaryColumns)[number]>;

function toSummary(row: SummaryRow): ArticleSummaryRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    standfirst: row.standfirst,
    publishedAt: row.published_at,
    imageKey: row.image_key,
    author: row.author,
    category: row.category,
    tags: row.tags.split(' ').filter(Boolean),
  };
}

/**
 * The public side of the news: every read sees only what `isPublic` lets through at `now()`, the
 * platform clock's instant, asked afresh on every call.
 */
export function createNewsRepo(db: Kysely<DB>, now: () => Date) {
  const visible = () => isPublic(now().toISOString());
  return {
    /** A page of articles, newest first, and how many there are in all. */
    async listArticles(options: {
      category?: NewsCategorySlug;
      limit: number;
      offset: number;
    }): Promise<{ total: number; rows: ArticleSummaryRecord[] }> {
      let filtered = db.selectFrom('news_article').where(visible());
      if (options.category) filtered = filtered.where('category', '=', options.category);
      const { total, rows } = await countedPage(filtered, (page) => page.select(summaryColumns).orderBy('published_at', 'desc').orderBy('id', 'desc'), options);
      return { total, rows: rows.map(toSummary) };
    },

    async findArticle(slug: string): Promise<ArticleRecord | undefined> {
      const row = await db
        .selectFrom('news_article')
        .select([...summaryColumns, 'body', 'related_slugs'])
        .where('slug', '=', slug)
        .where(visible())
        .executeTakeFirst();
      return row
        ? { ...toSummary(row), body: row.body, relatedSlugs: row.related_slugs === null ? null : row.related_slugs.split(' ').filter(Boolean) }
        : undefined;
    },

    /** Every article without its body: the candidates for related articles (a few hundred rows). */
    async listAllSummaries(): Promise<ArticleSummaryRecord[]> {
      const rows = await db
        .selectFrom('news_article')
        .select(summaryColumns)
        .where(visible())
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toSummary);
    },

    async countByCategory(): Promise<Map<NewsCategorySlug, number>> {
      const rows = await db
        .selectFrom('news_article')
        .select(['category', (eb) => eb.fn.countAll().as('count')])
        .where(visible())
        .groupBy('category')
        .execute();
      return new Map(rows.map((row) => [row.category, Number(row.count)]));
    },
  };
}

export type NewsRepo = ReturnType<typeof createNewsRepo>;

// Comfortably under SQLite's and Postgres's limits on bound parameters per statement.
const insertBatch = 50;

/**
 * Replaces the seed's articles (the demo world's). Run it inside a transaction; the FTS triggers keep
 * SQLite's index in step. Articles staff wrote or edited in the studio stay: a seeded row whose id or
 * slug one of them holds is left out rather than overwrite it.
 */
export async function replaceArticles(db: Kysely<DB>, articles: readonly Insertable<NewsArticleTable>[]): Promise<void> {
  await db.deleteFrom('news_article').where('origin', '=', 'seed').execute();
  const kept = await db.selectFrom('news_article').select(['id', 'slug']).execute();
  const takenIds = new Set(kept.map((row) => Number(row.id)));
  const takenSlugs = new Set(kept.map((row) => row.slug));
  const rows = articles.filter((article) => !takenIds.has(Number(article.id)) && !takenSlugs.has(article.slug));
  for (let start = 0; start < rows.length; start += insertBatch) {
    await db
      .insertInto('news_article')
      .values(rows.slice(start, start + insertBatch))
      .execute();
  }
}
