import { getJson, type Infer, type Http } from '../http';
import type {
  NewsListQuery,
  NewsLookupQuery,
  NewsSearchQuery,
  newsArticleResponseSchema,
  newsCategoriesResponseSchema,
  newsListResponseSchema,
  newsRelatedResponseSchema,
  newsSearchResponseSchema,
} from './news.schemas';

/** Drops the parameters left out, so the platform applies its defaults. */
function params(query: object): Record<string, string | number> {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** The news api of SPEC 7 (`/api/news`). Unknown slugs and dates that do not match are an ApiError 404. */
export function createNewsClient(http: Http) {
  return {
    /** A page of articles, newest first, optionally of one category. */
    list: (query: NewsListQuery = {}) => getJson<Infer<typeof newsListResponseSchema>>(http, 'api/news/articles', params(query)),
    article: (slug: string) =>
      getJson<Infer<typeof newsArticleResponseSchema>>(http, `api/news/articles/${encodeURIComponent(slug)}`),
    /** The four articles to read next (SPEC 9 related news quantity). */
    related: (slug: string) =>
      getJson<Infer<typeof newsRelatedResponseSchema>>(http, `api/news/articles/${encodeURIComponent(slug)}/related`),
    /** An article by a dated URL of SPEC 2.1; each date part given must match its London publication date. */
    lookup: (query: NewsLookupQuery) => getJson<Infer<typeof newsArticleResponseSchema>>(http, 'api/news/lookup', params(query)),
    categories: () => getJson<Infer<typeof newsCategoriesResponseSchema>>(http, 'api/news/categories'),
    /** SPEC 7 news search; quote the query for exact matches. */
    search: (query: NewsSearchQuery) => getJson<Infer<typeof newsSearchResponseSchema>>(http, 'api/news/search', params(query)),
  };
}
export type NewsClient = ReturnType<typeof createNewsClient>;
