import {
  advertisingSettingsResponseSchema,
  apiErrorSchema,
  currentSeasonResponseSchema,
  webSettingsResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertisingSettings, currentSeason, webSettings } from './content';

// Settings change with a deploy (they are files): five minutes of caching is plenty fresh.
const cacheControl = 'public, max-age=300';

/** SPEC 7 'client settings' and 'global variables', mounted at /api/web beside the web module. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['web'],
        operationId: 'getWebSettings',
        summary: 'The web settings',
        description:
          'Club identity, cookie notice texts, social links, page titles, date formats, placeholder images, ' +
          'feature flags, button presets, crest settings, header and style constants (SPEC 3, 9).',
        response: { 200: webSettingsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: webSettings }),
  );

  app.get(
    '/settings/advertising',
    {
      schema: {
        tags: ['web'],
        operationId: 'getAdvertisingSettings',
        summary: 'Where adverts go',
        description: "Positions for news articles, default and hub pages, and custom classes per page slot (SPEC 3 'Advertising settings').",
        response: { 200: advertisingSettingsResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: advertisingSettings }),
  );

  app.get(
    '/season',
    {
      schema: {
        tags: ['web'],
        operationId: 'getCurrentSeason',
        summary: 'The current season',
        description: '2025, shown 2025/26, slug 2025-26, and whether pre-season mode is on (SPEC 4, 9).',
        response: { 200: currentSeasonResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheControl).send({ data: currentSeason }),
  );
};
