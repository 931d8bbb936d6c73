import {
  apiErrorSchema,
  menusResponseSchema,
  navigationResponseSchema,
  pageQuerySchema,
  pageResponseSchema,
  redirectResponseSchema,
} from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../infra/http/errors';
import type { WebService } from './service';

// The tree and menus change only when the seed (later an editor) does: a minute of caching in the
// browser and any CDN in front costs nothing and spares the database on busy matchdays.
const cacheControl = 'public, max-age=60';

/** SPEC 7 'general web API', mounted at /api/web: navigation tree, content pages, menus. */
export const webRoutes: FastifyPluginAsyncZod<{ service: WebService }> = async (app, { service }) => {
  app.get(
    '/navigation',
    {
      schema: {
        tags: ['web'],
        operationId: 'getNavigation',
        summary: 'The content navigation tree',
        description: 'Every published top-level section with its children nested, each level in page order (SPEC 2.2).',
        response: { 200: navigationResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const data = await service.navigation();
      return reply.header('cache-control', cacheControl).send({ data });
    },
  );

  app.get(
    '/menus',
    {
      schema: {
        tags: ['web'],
        operationId: 'getMenus',
        summary: 'The navigation menus',
        description: 'The primary, secondary, sticky, main and featured menus (SPEC 2.3).',
        response: { 200: menusResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const data = await service.menus();
      return reply.header('cache-control', cacheControl).send({ data });
    },
  );

  app.get(
    '/pages',
    {
      schema: {
        tags: ['web'],
        operationId: 'getPage',
        summary: 'A content page by its path',
        description:
          "The page at `path` (e.g. 'tickets/match-tickets'; leading and trailing slashes are ignored) with its " +
          'body, ancestors and direct children. 404 when the path is not in the published tree or names an ' +
          'external item.',
        querystring: pageQuerySchema,
        response: { 200: pageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await service.page(request.query.path);
      if (!page) return reply.code(404).send(apiError(404, 'This page could not be found'));
      return reply.header('cache-control', cacheControl).send({ data: page });
    },
  );

  app.get(
    '/redirects',
    {
      schema: {
        tags: ['web'],
        operationId: 'getRedirect',
        summary: 'Where a content page that moved is now',
        description:
          'For an address a page had before it moved in the studio (or an address under it), the path the page ' +
          'has now, which the club site answers with a permanent redirect. 404 when the address is a page itself ' +
          '(a page wins over a redirect), or never belonged to a page that moved, or its page is gone.',
        querystring: pageQuerySchema,
        response: { 200: redirectResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const path = await service.redirect(request.query.path);
      if (path === undefined) return reply.code(404).send(apiError(404, 'This page could not be found'));
      return reply.header('cache-control', cacheControl).send({ data: { path } });
    },
  );
};
