import {
  apiErrorSchema,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../infra/http/errors';
import type { NewsService } from './service';

// Editors publish and unpublish from the studio, and it must show everywhere at once: browsers and any
// CDN in front ask again every time (no-cache). The platform's read cache (infra/http/read-cache.ts)
// answers those repeats from memory and forgets on every studio write, so a breaking story costs the
// database one read every few seconds, not one per fan.
const cacheControl = 'public, no-cache';
const notFound = 'This page could not be found';
const errors = { 400: apiErrorSchema, 500: apiErrorSchema };

/** SPEC 7 'news api', mounted at /api/news: list, articles, related, dated lookup, categories, search. */
export const newsRoutes: FastifyPluginAsyncZod<{ service: NewsService }> = async (app, { service }) => {
  app.get(
    '/articles',
    {
      schema: {
        tags: ['news'],
        operationId: 'listNewsArticles',
        summary: 'A page of news articles, newest first',
        description: 'Optionally of one category (a team or the club). A page past the end is empty, not an error.',
        querystring: newsListQuerySchema,
        response: { 200: newsListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await service.list(request.query);
      return reply.header('cache-control', cacheControl).send(body);
    },
  );

  app.get(
    '/articles/:slug',
    {
      schema: {
        tags: ['news'],
        operationId: 'getNewsArticle',
        summary: 'A news article by its slug',
        params: newsSlugParamsSchema,
        response: { 200: newsArticleResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const article = await service.article(request.params.slug);
      if (!article) return reply.code(404).send(apiError(404, notFound));
      return reply.header('cache-control', cacheControl).send({ data: article });
    },
  );

  app.get(
    '/articles/:slug/related',
    {
      schema: {
        tags: ['news'],
        operationId: 'getRelatedNews',
        summary: 'Four articles to read next',
        description:
          'Same team or category first, then shared tags (kind of story, opponent, players) and headline words, ' +
          'then closeness in time. Never the article itself.',
        params: newsSlugParamsSchema,
        response: { 200: newsRelatedResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const related = await service.related(request.params.slug);
      if (!related) return reply.code(404).send(apiError(404, notFound));
      return reply.header('cache-control', cacheControl).send({ data: related });
    },
  );

  app.get(
    '/lookup',
    {
      schema: {
        tags: ['news'],
        operationId: 'lookupNewsArticle',
        summary: 'An article by a dated URL',
        description:
          'For /news/{year}/{slug}, /news/{year}/{month}/{slug} and /news/{year}/{month}/{day}/{slug} (SPEC 2.1): ' +
          "404 unless the slug exists and every date part given matches its publication date in Europe/London.",
        querystring: newsLookupQuerySchema,
        response: { 200: newsArticleResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug, year, month, day } = request.query;
      const article = await service.lookup(slug, { year, month, day });
      if (!article) return reply.code(404).send(apiError(404, notFound));
      return reply.header('cache-control', cacheControl).send({ data: article });
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['news'],
        operationId: 'listNewsCategories',
        summary: 'The news categories with their article counts',
        response: { 200: newsCategoriesResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const data = await service.categories();
      return reply.header('cache-control', cacheControl).send({ data });
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['news'],
        operationId: 'searchNews',
        summary: 'News search (SPEC 7), answered in the CloudSearch shape',
        description:
          'Every word must match; unquoted words match as prefixes, a double-quoted part is an exact phrase. ' +
          'Punctuation and search operators are treated as plain text. An empty query finds nothing. ' +
          '`hits.found` counts every match, not just this page.',
        querystring: newsSearchQuerySchema,
        response: { 200: newsSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await service.search(request.query);
      return reply.header('cache-control', cacheControl).send(body);
    },
  );
};
