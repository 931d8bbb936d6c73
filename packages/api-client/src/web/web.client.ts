import { getJson, type Infer, type Http } from '../http';
import type {
  menusResponseSchema,
  navigationResponseSchema,
  pageResponseSchema,
  redirectResponseSchema,
} from './web.schemas';

/** The general web API of SPEC 7 (`/api/web`): navigation tree, content pages and menus. */
export function createWebClient(http: Http) {
  return {
    navigation: () => getJson<Infer<typeof navigationResponseSchema>>(http, 'api/web/navigation'),
    menus: () => getJson<Infer<typeof menusResponseSchema>>(http, 'api/web/menus'),
    /** A content page by its path, e.g. 'tickets/match-tickets'; an ApiError with 404 when not in the tree. */
    page: (path: string) => getJson<Infer<typeof pageResponseSchema>>(http, 'api/web/pages', { path }),
    /** Where the page that had this address before it moved is now; an ApiError with 404 when none did. */
    redirect: (path: string) => getJson<Infer<typeof redirectResponseSchema>>(http, 'api/web/redirects', { path }),
  };
}
export type WebClient = ReturnType<typeof createWebClient>;
