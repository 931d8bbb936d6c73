import type { ApiClient } from '@club/api-client';
import type { createStore } from 'jotai';

/** What every route's loader and component can reach: one of each per request on the server. */
export interface SiteRouterContext {
  api: ApiClient;
  store: ReturnType<typeof createStore>;
}
