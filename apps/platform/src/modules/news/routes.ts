import {
  newsArticleResponseSchema,
  newsCategoriesResponseSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  newsLookupQuerySchema,
  newsRelatedResponseSchema,
  newsSearchQuerySchema,
  newsSearchResponseSchema,
  newsSlugParamsSchema,
} from '@club/api-client';
import { found, publicReadRoutes } from '../../infra/http/public-read';
import type { NewsService } from './service';

// Editors publish and unpublish from the studio, and it must show everywhere at once: browsers and any
// CDN in front ask again every time (no-cache). The platform's read cache (infra/http/read-cache.ts)
// answers those repeats from memory and forgets on every studio write, so a breaking story costs the
// database one read every few seconds, not one per fan.
const cacheControl = 'public, no-cache';
const notFound = () => 'This page could not be found';

/** SPEC 7 'news api', mounted at /api/news: list, articles, related, dated lookup, categories, search. */
export const newsRoutes = publicReadRoutes<{ service: NewsService }>({ tags: ['news'], cache: cacheControl }, (read, { service }) => {
  read({
    url: '/articles',
    operationId: 'listNewsArticles',
    summary: 'A page of news articles, newest first',
    description: 'Optionally of one category (a team or the club). A page past the end is empty, not an error.',
    querystring: newsListQuerySchema,
    response: newsListResponseSchema,
    load: ({ query }) => service.list(query),
  });

  read({
    url: '/articles/:slug',
    operationId: 'getNewsArticle',
    summary: 'A news article by its slug',
    params: newsSlugParamsSchema,
    response: newsArticleResponseSchema,
    notFound,
    load: async ({ params }) => found(await service.article(params.slug)),
  });

  read({
    url: '/articles/:slug/related',
    operationId: 'getRelatedNews',
    summary: 'Four articles to read next',
    description:
      'Same team or category first, then shared tags (kind of story, opponent, players) and headline words, ' +
      'then closeness in time. Never the article itself.',
    params: newsSlugParamsSchema,
    response: newsRelatedResponseSchema,
    notFound,
    load: async ({ params }) => found(await service.related(params.slug)),
  });

  read({
    url: '/lookup',
    operationId: 'lookupNewsArticle',
    summary: 'An article by a dated URL',
    description:
      'For /news/{year}/{slug}, /news/{year}/{month}/{slug} and /news/{year}/{month}/{day}/{slug} (SPEC 2.1): ' +
      "404 unless the slug exists and every date part given matches its publication date in Europe/London.",
    querystring: newsLookupQuerySchema,
    response: newsArticleResponseSchema,
    notFound,
    load: async ({ query: { slug, year, month, day } }) => found(await service.lookup(slug, { year, month, day })),
  });

  read({
    url: '/categories',
    operationId: 'listNewsCategories',
    summary: 'The news categories with their article counts',
    response: newsCategoriesResponseSchema,
    load: async () => ({ data: await service.categories() }),
  });

  read({
    url: '/search',
    operationId: 'searchNews',
    summary: 'News search (SPEC 7), answered in the CloudSearch shape',
    description:
      'Every word must match; unquoted words match as prefixes, a double-quoted part is an exact phrase. ' +
      'Punctuation and search operators are treated as plain text. An empty query finds nothing. ' +
      '`hits.found` counts every match, not just this page.',
    querystring: newsSearchQuerySchema,
    response: newsSearchResponseSchema,
    load: ({ query }) => service.search(query),
  });
});
