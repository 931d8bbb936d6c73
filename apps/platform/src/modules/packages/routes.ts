import { packagesQuerySchema, packagesResponseSchema } from '@club/api-client';
import { publicReadRoutes } from '../../infra/http/public-read';
import type { PackagesRepo } from './repo';

const cacheControl = 'public, max-age=60';

/** SPEC 7 'packages service', mounted at /api/packages. */
export const packagesRoutes = publicReadRoutes<{ repo: PackagesRepo }>({ tags: ['packages'], cache: cacheControl }, (read, { repo }) => {
  read({
    url: '/packages',
    operationId: 'listPackages',
    summary: 'Subscriptions or match passes',
    description:
      "`filter.packageType=membership` for subscriptions, `match-pass` for match passes; read `data.data`. Each price option's " +
      '`accessData.entitlements` are the ids Club TV items list in `SysEntryEntitlements`.',
    querystring: packagesQuerySchema,
    response: packagesResponseSchema,
    load: async ({ query }) => ({ data: { data: await repo.list(query['filter.packageType']) } }),
  });
});
