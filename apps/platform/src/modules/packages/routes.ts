import { apiErrorSchema, packagesQuerySchema, packagesResponseSchema } from '@club/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PackagesRepo } from './repo';

const cacheControl = 'public, max-age=60';

/** SPEC 7 'packages service', mounted at /api/packages. */
export const packagesRoutes: FastifyPluginAsyncZod<{ repo: PackagesRepo }> = async (app, { repo }) => {
  app.get(
    '/packages',
    {
      schema: {
        tags: ['packages'],
        operationId: 'listPackages',
        summary: 'Subscriptions or match passes',
        description:
          "`filter.packageType=membership` for subscriptions, `match-pass` for match passes; read `data.data`. Each price option's " +
          '`accessData.entitlements` are the ids Club TV items list in `SysEntryEntitlements`.',
        querystring: packagesQuerySchema,
        response: { 200: packagesResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', cacheControl)
        .send({ data: { data: await repo.list(request.query['filter.packageType']) } }),
  );
};
