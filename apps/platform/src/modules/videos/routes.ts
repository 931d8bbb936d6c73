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
import { apiError } from '../../infra/http/errors';
import { found, publicReadRoutes } from '../../infra/http/public-read';
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
export const videoPlatformRoutes = publicReadRoutes<{ service: VideosService }>({ tags: ['videos'], cache: cacheControl }, (read, { service }, app) => {
  read({
    url: '/feeds',
    operationId: 'listVideoFeeds',
    summary: "SPEC 3 'Video configuration' feeds",
    description: 'Up to four feeds plus an app feed; feeds two to four are disabled.',
    response: videoFeedsResponseSchema,
    load: async () => ({ data: await service.feeds() }),
  });

  // Not a `read`: an unknown feed and a disabled one are two different 404s.
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

  read({
    url: '/search',
    operationId: 'searchVideos',
    summary: 'Club TV search',
    description:
      'Filters of SPEC 7 (category, team, season, duration band of SPEC 9, title words), sorted by release ' +
      'date. Page size 12 by default; a page past the end is empty.',
    querystring: videoSearchQuerySchema,
    response: videoSectionsResponseSchema,
    load: async ({ query }) => ({ sections: [await service.search(query)] }),
  });
});

/** SPEC 7 'videos', mounted at /api/videos. */
export const videosRoutes = publicReadRoutes<{ service: VideosService }>({ tags: ['videos'], cache: cacheControl }, (read, { service }) => {
  read({
    url: '/categories',
    operationId: 'listVideoCategories',
    summary: 'Club TV categories by orderPosition',
    response: videoCategoriesResponseSchema,
    load: async () => ({ data: await service.categories() }),
  });

  read({
    url: '/config',
    operationId: 'getVideoConfiguration',
    summary: "SPEC 3 'Video configuration'",
    description: 'The feeds, the streaming provider block, the live-upgrade block and the category data.',
    response: videoConfigurationResponseSchema,
    load: async () => ({ data: await service.configuration() }),
  });

  read({
    url: '/filters',
    operationId: 'listVideoFilters',
    summary: "SPEC 3 'Video filter': Teams, Season, Duration",
    response: videoFiltersResponseSchema,
    load: () => ({ data: service.filters() }),
  });

  read({
    url: '/streams/:assetID',
    operationId: 'getStreamAsset',
    summary: "A stream asset (SPEC 3 'Stream asset')",
    params: streamParamsSchema,
    response: streamResponseSchema,
    cache: streamCacheControl,
    notFound: ({ params }) => `There is no stream '${params.assetID}'.`,
    load: async ({ params }) => found(await service.stream(params.assetID)),
  });
});
