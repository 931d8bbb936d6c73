import type { KyInstance } from 'ky';
import { getJson } from '../http';
import { menusResponseSchema, navigationResponseSchema, pageResponseSchema } from './web.schemas';

/** The general web API of SPEC 7 (`/api/web`): navigation tree, content pages and menus. */
export function createWebClient(http: KyInstance) {
  return {
    navigation: () => getJson(http, 'api/web/navigation', navigationResponseSchema),
    menus: () => getJson(http, 'api/web/menus', menusResponseSchema),
    /** A content page by its path, e.g. 'tickets/match-tickets'; an ApiError with 404 when not in the tree. */
    page: (path: string) => getJson(http, 'api/web/pages', pageResponseSchema, { path }),
  };
}
export type WebClient = ReturnType<typeof createWebClient>;
