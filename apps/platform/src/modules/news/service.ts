import {
  type NewsArticle,
  type NewsArticleSummary,
  type NewsCategory,
  type NewsCategorySlug,
  type NewsListResponse,
  type NewsSearchResponse,
  type NewsSearchSort,
  newsCategorySlugs,
  relatedNewsQuantity,
} from '@club/api-client';
import type { NewsSearch } from '../../infra/search/news-search';
import { parseSearchQuery, words } from '../../infra/search/search-query';
import { toLondonDateTime } from '../../shared/london-time';
import type { ArticleRecord, ArticleSummaryRecord, NewsRepo } from './repo';

/** The categories' display names: the four teams of SPEC 3 'Team' and the club. */
export const categoryNames: Record<NewsCategorySlug, string> = {
  'first-team': 'First Team',
  u21: 'U21s',
  u18: 'U18s',
  women: 'Women',
  club: 'Club',
};

function category(slug: NewsCategorySlug): NewsCategory {
  return { slug, name: categoryNames[slug] };
}

function toSummary(record: ArticleSummaryRecord): NewsArticleSummary {
  const { date, time } = toLondonDateTime(record.publishedAt);
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    standfirst: record.standfirst,
    publishedAt: record.publishedAt,
    publishedDate: date,
    publishedTime: time,
    path: `/news/${date.replaceAll('-', '/')}/${record.slug}`,
    imageKey: record.imageKey,
    author: record.author,
    category: category(record.category),
    tags: record.tags,
  };
}

function toArticle(record: ArticleRecord): NewsArticle {
  return { ...toSummary(record), body: record.body };
}

export interface DateParts {
  year: number;
  month?: number | undefined;
  day?: number | undefined;
}

/** Whether every date part given matches a London date 'YYYY-MM-DD'. */
export function matchesDateParts(londonDate: string, parts: DateParts): boolean {
  const [year, month, day] = londonDate.split('-').map(Number);
  return (
    parts.year === year &&
    (parts.month === undefined || parts.month === month) &&
    (parts.day === undefined || parts.day === day)
  );
}

// Words that say nothing about what an article is about, left out of the related-articles overlap:
// every team's name and the words of routine headlines.
const commonWords = new Set(
  'a an and as at be by for from has have in into is it its of on or our the their to was were will with after ahead blues brackwater v vs women u21s u18s report preview matchday'.split(
    ' ',
  ),
);

function titleWords(title: string): Set<string> {
  return new Set(words(title).filter((word) => word.length > 2 && !commonWords.has(word)));
}

const dayMs = 86_400_000;

/**
 * How well `candidate` follows `article`: the same team or club category counts most, then the same
 * kind of story (report, preview, signing…), other tags in common (opponent, players), up to two
 * headline words in common, and a recency bonus that fades over about two months either side, so a
 * match report suggests that match's preview and the weeks around it rather than a namesake from last
 * season.
 */
export function relatedScore(article: ArticleSummaryRecord, candidate: ArticleSummaryRecord): number {
  const sameCategory = article.category === candidate.category ? 4 : 0;
  const [kind, ...others] = article.tags;
  const sameKind = kind !== undefined && candidate.tags[0] === kind ? 3 : 0;
  const otherTags = new Set(others);
  const sharedTags = candidate.tags.slice(1).filter((tag) => otherTags.has(tag)).length;
  const headline = titleWords(article.title);
  const sharedWords = [...titleWords(candidate.title)].filter((word) => headline.has(word)).length;
  const days = Math.abs(Date.parse(article.publishedAt) - Date.parse(candidate.publishedAt)) / dayMs;
  const recency = 3 * Math.exp(-days / 60);
  return sameCategory + sameKind + 2 * sharedTags + Math.min(sharedWords, 2) + recency;
}

export function pickRelated(
  article: ArticleSummaryRecord,
  candidates: readonly ArticleSummaryRecord[],
  quantity = relatedNewsQuantity,
): ArticleSummaryRecord[] {
  return candidates
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => ({ candidate, score: relatedScore(article, candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.publishedAt.localeCompare(a.candidate.publishedAt) ||
        b.candidate.id - a.candidate.id,
    )
    .slice(0, quantity)
    .map(({ candidate }) => candidate);
}

/**
 * The related articles of an article: the ones an editor picked (those still public, in their order),
 * then the best of the rest, up to the quantity the page shows.
 */
export function withPicked(
  article: ArticleRecord,
  candidates: readonly ArticleSummaryRecord[],
  quantity = relatedNewsQuantity,
): ArticleSummaryRecord[] {
  const bySlug = new Map(candidates.map((candidate) => [candidate.slug, candidate]));
  const picked = (article.relatedSlugs ?? [])
    .map((slug) => bySlug.get(slug))
    .filter((candidate): candidate is ArticleSummaryRecord => candidate !== undefined && candidate.id !== article.id)
    .slice(0, quantity);
  if (picked.length === quantity) return picked;
  const pickedIds = new Set(picked.map((candidate) => candidate.id));
  const rest = candidates.filter((candidate) => !pickedIds.has(candidate.id));
  return [...picked, ...pickRelated(article, rest, quantity - picked.length)];
}

export function createNewsService(repo: NewsRepo, newsSearch: NewsSearch, now: () => Date) {
  return {
    async list(query: { page: number; pageSize: number; category?: NewsCategorySlug | undefined }): Promise<NewsListResponse> {
      const { total, rows } = await repo.listArticles({
        ...(query.category ? { category: query.category } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        data: rows.map(toSummary),
        meta: { total, page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize) },
      };
    },

    async article(slug: string): Promise<NewsArticle | undefined> {
      const record = await repo.findArticle(slug);
      return record ? toArticle(record) : undefined;
    },

    /** The article at a dated URL of SPEC 2.1, or undefined when the slug or any date part does not match. */
    async lookup(slug: string, parts: DateParts): Promise<NewsArticle | undefined> {
      const record = await repo.findArticle(slug);
      if (!record) return undefined;
      const article = toArticle(record);
      return matchesDateParts(article.publishedDate, parts) ? article : undefined;
    },

    /** Undefined when the article itself does not exist. */
    async related(slug: string): Promise<NewsArticleSummary[] | undefined> {
      const article = await repo.findArticle(slug);
      if (!article) return undefined;
      const candidates = await repo.listAllSummaries();
      return withPicked(article, candidates).map(toSummary);
    },

    async categories(): Promise<(NewsCategory & { count: number })[]> {
      const counts = await repo.countByCategory();
      return newsCategorySlugs.map((slug) => ({ ...category(slug), count: counts.get(slug) ?? 0 }));
    },

    async search(query: { query: string; size: number; start: number; sort: NewsSearchSort }): Promise<NewsSearchResponse> {
      const { found, rows } = await newsSearch.search({
        query: parseSearchQuery(query.query),
        now: now().toISOString(),
        order: query.sort === 'published_date desc' ? 'newest' : 'relevance',
        limit: query.size,
        offset: query.start,
      });
      return {
        hits: {
          found,
          start: query.start,
          hit: rows.map((row) => ({
            id: String(row.id),
            fields: {
              slug: [row.slug],
              title: [row.title],
              published_date: [row.published_at],
              ...(isCategory(row.category) ? { categories: [categoryNames[row.category]] } : {}),
            },
            imageData: { key: row.image_key },
          })),
        },
      };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;

function isCategory(value: string): value is NewsCategorySlug {
  return (newsCategorySlugs as readonly string[]).includes(value);
}
