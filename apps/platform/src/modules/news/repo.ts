import type { NewsCategorySlug } from '@club/api-client';
import type { Insertable, Kysely } from 'kysely';
import type { DB, NewsArticleTable } from '../../infra/db/schema';

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

export function createNewsRepo(db: Kysely<DB>) {
  return {
    /** A page of articles, newest first, and how many there are in all. */
    async listArticles(options: {
      category?: NewsCategorySlug;
      limit: number;
      offset: number;
    }): Promise<{ total: number; rows: ArticleSummaryRecord[] }> {
      let filtered = db.selectFrom('news_article');
      if (options.category) filtered = filtered.where('category', '=', options.category);
      const [counted, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
        filtered
          .select(summaryColumns)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
      ]);
      // Postgres answers count(*) as a string.
      return { total: Number(counted.total), rows: rows.map(toSummary) };
    },

    async findArticle(slug: string): Promise<ArticleRecord | undefined> {
      const row = await db
        .selectFrom('news_article')
        .select([...summaryColumns, 'body'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? { ...toSummary(row), body: row.body } : undefined;
    },

    /** Every article without its body: the candidates for related articles (a few hundred rows). */
    async listAllSummaries(): Promise<ArticleSummaryRecord[]> {
      const rows = await db
        .selectFrom('news_article')
        .select(summaryColumns)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toSummary);
    },

    async countByCategory(): Promise<Map<NewsCategorySlug, number>> {
      const rows = await db
        .selectFrom('news_article')
        .select(['category', (eb) => eb.fn.countAll().as('count')])
        .groupBy('category')
        .execute();
      return new Map(rows.map((row) => [row.category, Number(row.count)]));
    },
  };
}

export type NewsRepo = ReturnType<typeof createNewsRepo>;

// Comfortably under SQLite's and Postgres's limits on bound parameters per statement.
const insertBatch = 50;

/** Replaces every article. Run it inside a transaction; the FTS triggers keep SQLite's index in step. */
export async function replaceArticles(db: Kysely<DB>, articles: readonly Insertable<NewsArticleTable>[]): Promise<void> {
  await db.deleteFrom('news_article').execute();
  for (let start = 0; start < articles.length; start += insertBatch) {
    await db
      .insertInto('news_article')
      .values(articles.slice(start, start + insertBatch))
      .execute();
  }
}
