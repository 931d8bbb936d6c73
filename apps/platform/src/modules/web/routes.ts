import {
  menusResponseSchema,
  navigationResponseSchema,
  pageQuerySchema,
  pageResponseSchema,
  redirectResponseSchema,
} from '@club/api-client';
import { found, publicReadRoutes } from '../../infra/http/public-read';
import type { WebService } from './service';

// The tree and menus change only when the seed (later an editor) does: a minute of caching in the
// browser and any CDN in front costs nothing and spares the database on busy matchdays.
const cacheControl = 'public, max-age=60';
const pageNotFound = () => 'This page could not be found';

/** SPEC 7 'general web API', mounted at /api/web: navigation tree, content pages, menus. */
export const webRoutes = publicReadRoutes<{ service: WebService }>({ tags: ['web'], cache: cacheControl }, (read, { service }) => {
  read({
    url: '/navigation',
    operationId: 'getNavigation',
    summary: 'The content navigation tree',
    description: 'Every published top-level section with its children nested, each level in page order (SPEC 2.2).',
    response: navigationResponseSchema,
    load: async () => ({ data: await service.navigation() }),
  });

  read({
    url: '/menus',
    operationId: 'getMenus',
    summary: 'The navigation menus',
    description: 'The primary, secondary, sticky, main and featured menus (SPEC 2.3).',
    response: menusResponseSchema,
    load: async () => ({ data: await service.menus() }),
  });

  read({
    url: '/pages',
    operationId: 'getPage',
    summary: 'A content page by its path',
    description:
      "The page at `path` (e.g. 'tickets/match-tickets'; leading and trailing slashes are ignored) with its " +
      'body, ancestors and direct children. 404 when the path is not in the published tree or names an ' +
      'external item.',
    querystring: pageQuerySchema,
    response: pageResponseSchema,
    notFound: pageNotFound,
    load: async ({ query }) => found(await service.page(query.path)),
  });

  read({
    url: '/redirects',
    operationId: 'getRedirect',
    summary: 'Where a content page that moved is now',
    description:
      'For an address a page had before it moved in the studio (or an address under it), the path the page ' +
      'has now, which the club site answers with a permanent redirect. 404 when the address is a page itself ' +
      '(a page wins over a redirect), or never belonged to a page that moved, or its page is gone.',
    querystring: pageQuerySchema,
    response: redirectResponseSchema,
    notFound: pageNotFound,
    load: async ({ query }) => {
      const path = await service.redirect(query.path);
      return path === undefined ? undefined : { data: { path } };
    },
  });
});
