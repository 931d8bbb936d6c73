import {
  apiErrorSchema,
  streamParamsSchema,
  streamResponseSchema,
  videoCategoriesResponseSchema,
  videoConfigurationResponseSchema,
  videoFeedParamsSchema,
  videoFeedQuerySchema,
  videoFeedsResponseSchema,
  videoFiltersResponseSchema,
  videoSearchQuerySchema,
  videoSectionsResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../infra/http/errors';
import type { VideosService } from './service';

// Editors publish, unpublish and delete Club TV videos and set live streams from the studio, and it must
// show everywhere at once: browsers and any CDN in front ask again every time (no-cache), like the news.
// The platform's read cache (infra/http/read-cache.ts) answers the catalogue's repeats from memory and
// forgets on every studio write.
const cacheControl = 'public, no-cache';
// A live asset's status also flips when its channel starts or stops ingesting: never kept by the read
// cache, and asked for again every time.
const streamCacheControl = 'public, no-cache';

/** SPEC 7 'video platform', mounted at /api/video-platform. */
export const videoPlatformRoutes: FastifyPluginAsyncZod<{ service: VideosService }> = async (app, { service }) => {
  app.get(
    '/feeds',
    {
      schema: {
        tags: ['videos'],
        operationId: 'listVideoFeeds',
        summary: "SPEC 3 'Video configuration' feeds",
        description: 'Up to four feeds plus an app feed; feeds two to four are disabled.',
        response: { 200: videoFeedsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.feeds() }),
  );

  app.get(
    '/feed/:videoFeed/sections',
    {
      schema: {
        tags: ['videos'],
        operationId: 'getVideoFeedSection',
        summary: 'One page of a Club TV feed section',
        description:
          "Read `sections[0].itemData`. `current` is this season's videos, `fallback` earlier seasons', newest " +
          'release first. A feed by slug or id; unknown and disabled feeds are 404.',
        params: videoFeedParamsSchema,
        querystring: videoFeedQuerySchema,
        response: { 200: videoSectionsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { videoFeed } = request.params;
      const { section, pageIndex, pageSize } = request.query;
      const outcome = await service.feed(videoFeed, section, pageIndex, pageSize);
      if (outcome.kind === 'unknown') return reply.code(404).send(apiError(404, `There is no video feed '${videoFeed}'.`));
      if (outcome.kind === 'disabled') {
        return reply.code(404).send(apiError(404, `The video feed '${outcome.feed.slug}' is disabled.`));
      }
      return reply.header('cache-control', cacheControl).send({ sections: [outcome.page] });
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['videos'],
        operationId: 'searchVideos',
        summary: 'Club TV search',
        description:
          'Filters of SPEC 7 (category, team, season, duration band of SPEC 9, title words), sorted by release ' +
          'date. Page size 12 by default; a page past the end is empty.',
        querystring: videoSearchQuerySchema,
        response: { 200: videoSectionsResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', cacheControl).send({ sections: [await service.search(request.query)] }),
  );
};

/** SPEC 7 'videos', mounted at /api/videos. */
export const videosRoutes: FastifyPluginAsyncZod<{ service: VideosService }> = async (app, { service }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['videos'],
        operationId: 'listVideoCategories',
        summary: 'Club TV categories by orderPosition',
        response: { 200: videoCategoriesResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: await service.categories() }),
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['videos'],
        operationId: 'getVideoConfiguration',
        summary: "SPEC 3 'Video configuration'",
        description: 'The feeds, the streaming provider block, the live-upgrade block and the category data.',
        response: { 200: videoConfigurationResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', cacheControl).send({ data: await service.configuration() }),
  );

  app.get(
    '/filters',
    {
      schema: {
        tags: ['videos'],
        operationId: 'listVideoFilters',
        summary: "SPEC 3 'Video filter': Teams, Season, Duration",
        response: { 200: videoFiltersResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: service.filters() }),
  );

  app.get(
    '/streams/:assetID',
    {
      schema: {
        tags: ['videos'],
        operationId: 'getStreamAsset',
        summary: "A stream asset (SPEC 3 'Stream asset')",
        params: streamParamsSchema,
        response: { 200: streamResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.stream(request.params.assetID);
      if (!data) return reply.code(404).send(apiError(404, `There is no stream '${request.params.assetID}'.`));
      return reply.header('cache-control', streamCacheControl).send({ data });
    },
  );
};
