import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { type SearchQuery, isEmptySearch, toFts5Match, toTsQueryTerms } from './search-query';

export type NewsSearchOrder = 'relevance' | 'newest';

export interface NewsSearchRequest {
  query: SearchQuery;
  /** The clock's instant: only articles published by then are found (drafts and scheduled ones never). */
  now: string;
  order: NewsSearchOrder;
  limit: number;
  offset: number;
}

export interface NewsSearchRow {
  id: number;
  slug: string;
  title: string;
  published_at: string;
  category: string;
  image_key: string;
}

export interface NewsSearchResult {
  /** Every article that matches, not only this page. */
  found: number;
  rows: NewsSearchRow[];
}

/**
 * Full-text search over news articles, ranked by the database: FTS5 with bm25 on SQLite, tsvector
 * with ts_rank on Postgres. One interface, chosen by dialect; callers never see the SQL difference.
 */
export interface NewsSearch {
  search(request: NewsSearchRequest): Promise<NewsSearchResult>;
}

interface CountedRow extends NewsSearchRow {
  found: number | string;
}

export function createNewsSearch(db: Kysely<DB>, dialect: Dialect): NewsSearch {
  const matcher = dialect === 'postgres' ? postgresMatcher : sqliteMatcher;
  return {
    async search({ query, now, order, limit, offset }) {
      // An empty term matches nothing (SPEC 5 sets no minimum length, so this is not an error).
      if (isEmptySearch(query)) return { found: 0, rows: [] };
      const { from, where: matches, rank } = matcher(query);
      // The same rule as every public read of news_article (modules/news/repo.ts `isPublic`).
      const where = sql`${matches} and a.status = 'published' and a.published_at <= ${now}`;
      // Lower rank is better in both (bm25 is negative-is-better; ts_rank is negated below).
      const orderBy =
        order === 'newest'
          ? sql`a.published_at desc, a.id desc`
          : sql`${rank} asc, a.published_at desc, a.id desc`;
      const { rows } = await sql<CountedRow>`
        select a.id, a.slug, a.title, a.published_at, a.category, a.image_key, count(*) over () as found
        from ${from}
        where ${where}
        order by ${orderBy}
        limit ${limit} offset ${offset}`.execute(db);
      if (rows.length > 0 || offset === 0) {
        return { found: Number(rows[0]?.found ?? 0), rows: rows.map(({ found: _found, ...row }) => row) };
      }
      // Past the last hit the window has no row to report the total on: count on its own.
      const { rows: counted } = await sql<{ found: number | string }>`
        select count(*) as found from ${from} where ${where}`.execute(db);
      return { found: Number(counted[0]?.found ?? 0), rows: [] };
    },
  };
}

interface Matcher {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  rank: RawBuilder<unknown>;
}

function sqliteMatcher(query: SearchQuery): Matcher {
  // FTS5 refuses bm25() in a query that also has a window function (count over ()), so the match and
  // its rank are a subquery of their own. Columns: title, standfirst, body_text; a word in the headline
  // outweighs one deep in the body.
  return {
    from: sql`(
      select rowid as id, bm25(news_article_fts, 10.0, 4.0, 1.0) as rank
      from news_article_fts
      where news_article_fts match ${toFts5Match(query)}
    ) m join news_article a on a.id = m.id`,
    where: sql`1 = 1`,
    rank: sql`m.rank`,
  };
}

function postgresMatcher(query: SearchQuery): Matcher {
  const parts: RawBuilder<unknown>[] = query.phrases.map((phrase) => sql`phraseto_tsquery('english', ${phrase.join(' ')})`);
  const terms = toTsQueryTerms(query);
  if (terms) parts.push(sql`to_tsquery('english', ${terms})`);
  // '&&' ANDs tsqueries; a part left empty by stop words ('the') drops out of the conjunction.
  const tsquery = sql`(${sql.join(parts, sql` && `)})`;
  return {
    from: sql`news_article a`,
    where: sql`a.search_vector @@ ${tsquery}`,
    rank: sql`-ts_rank(a.search_vector, ${tsquery})`,
  };
}
