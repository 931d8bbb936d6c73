import { z } from 'zod';
import { stripUnsafeCharacters } from '../text';
import {
  newsCategorySlugs,
  newsSearchDefaultSize,
  newsSearchMaxSize,
  relatedNewsQuantity,
  newsListDefaultPageSize,
  newsListMaxPageSize,
  newsSearchSorts,
} from './news.constants';

/**
 * The news api of SPEC 7 (`/api/news`): article list, article pages, related articles, dated lookups,
 * categories and the news search. Dates shown to fans are Europe/London wall-clock time (SPEC 1).
 */

/** Who an article is about: the four teams of SPEC 3 'Team' and the club itself. */

/** SPEC 9: news search page size 8, related news quantity 4. */
/** SPEC 7: the two sort orders the search panel offers ('Relevance' and 'Date Added'). */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugSchema = z.string().max(200).regex(slugPattern, 'slug must be lowercase letters, digits and hyphens');

export const newsCategorySchema = z.object({
  slug: z.enum(newsCategorySlugs),
  name: z.string().min(1),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/** An article as a card shows it: everything but the body. */
export const newsArticleSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string().min(1),
  standfirst: z.string().describe('One or two plain-text sentences under the headline; also the meta description'),
  publishedAt: z.string().describe('ISO 8601 instant, UTC'),
  publishedDate: z.string().describe("Publication date in Europe/London, 'YYYY-MM-DD'"),
  publishedTime: z.string().describe("Publication time in Europe/London, 'HH:mm:ss'"),
  path: z.string().describe("The dated article URL on the club site, '/news/{year}/{month}/{day}/{slug}' (London date)"),
  imageKey: z.string().describe("Image library key, e.g. 'news/<slug>.jpg'"),
  author: z.string().min(1),
  category: newsCategorySchema,
  tags: z.array(z.string()).describe('Kind of story and who it is about, e.g. match-report, opponent and player slugs'),
});
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;

export const newsArticleSchema = newsArticleSummarySchema.extend({
  body: z.string().describe('Rich text (HTML): paragraphs, subheadings, quotes and lists'),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

const wholeNumber = (name: string, min: number, max?: number) => {
  const range = max === undefined ? `${min} or more` : `between ${min} and ${max}`;
  const message = `${name} must be a whole number ${range}`;
  const base = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? base : base.max(max, { error: message });
};

export const newsListQuerySchema = z.object({
  page: wholeNumber('page', 1).default(1).describe('1-based page number'),
  pageSize: wholeNumber('pageSize', 1, newsListMaxPageSize).default(newsListDefaultPageSize),
  category: z
    .enum(newsCategorySlugs, { error: `category must be one of ${newsCategorySlugs.join(', ')}` })
    .optional(),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsListResponseSchema = z.object({
  data: z.array(newsArticleSummarySchema),
  meta: z.object({
    total: z.number().int().nonnegative().describe('Articles matching the filter, on every page'),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
  }),
});
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

export const newsSlugParamsSchema = z.object({ slug: slugSchema });

export const newsArticleResponseSchema = z.object({ data: newsArticleSchema });
export type NewsArticleResponse = z.infer<typeof newsArticleResponseSchema>;

export const newsRelatedResponseSchema = z.object({ data: z.array(newsArticleSummarySchema).max(relatedNewsQuantity) });
export type NewsRelatedResponse = z.infer<typeof newsRelatedResponseSchema>;

/**
 * SPEC 2.1's dated article URLs: /news/{year}/{slug}, /news/{year}/{month}/{slug} and
 * /news/{year}/{month}/{day}/{slug}. Each part given must match the article's London publication date.
 */
export const newsLookupQuerySchema = z
  .object({
    year: wholeNumber('year', 1900, 9999),
    month: wholeNumber('month', 1, 12).optional(),
    day: wholeNumber('day', 1, 31).optional(),
    slug: slugSchema,
  })
  .refine((query) => query.day === undefined || query.month !== undefined, {
    error: 'day needs a month',
    path: ['day'],
  });
export type NewsLookupQuery = z.input<typeof newsLookupQuerySchema>;

export const newsCategoriesResponseSchema = z.object({
  data: z.array(newsCategorySchema.extend({ count: z.number().int().nonnegative() })),
});
export type NewsCategoriesResponse = z.infer<typeof newsCategoriesResponseSchema>;

/**
 * SPEC 7 'GET {news api}/news/search': `query` (a quoted part is an exact phrase), `size`, `start`
 * and `sort`. An empty query matches nothing (SPEC 5: no minimum length).
 */
export const newsSearchQuerySchema = z.object({
  query: z
    .string()
    .max(500, { error: 'query must be at most 500 characters' })
    .overwrite(stripUnsafeCharacters)
    .default('')
    .describe('Control, bidi and lone-surrogate characters are dropped, not refused: a search finds what it can'),
  size: wholeNumber('size', 1, newsSearchMaxSize).default(newsSearchDefaultSize),
  start: wholeNumber('start', 0).default(0).describe('0-based offset of the first hit'),
  sort: z
    .enum(newsSearchSorts, { error: `sort must be '${newsSearchSorts.join("' or '")}'` })
    .default('_score desc'),
});
export type NewsSearchQuery = z.input<typeof newsSearchQuerySchema>;

/** SPEC 3 'News search hit', in the CloudSearch shape: every field is a list of values. */
export const newsSearchHitSchema = z.object({
  id: z.string().min(1),
  fields: z.object({
    slug: z.array(z.string()).min(1),
    title: z.array(z.string()).min(1),
    published_date: z.array(z.string()).min(1).describe('ISO 8601 instant, UTC'),
    categories: z.array(z.string()).optional().describe('Category names, e.g. "First Team"'),
  }),
  imageData: z.object({ key: z.string() }).optional(),
});
export type NewsSearchHit = z.infer<typeof newsSearchHitSchema>;

export const newsSearchResponseSchema = z.object({
  hits: z.object({
    found: z.number().int().nonnegative().describe('Every match, not just this page'),
    start: z.number().int().nonnegative(),
    hit: z.array(newsSearchHitSchema),
  }),
});
export type NewsSearchResponse = z.infer<typeof newsSearchResponseSchema>;
