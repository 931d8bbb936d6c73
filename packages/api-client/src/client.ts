import { healthResponseSchema } from './health/health.schemas';
import { createHttp, getJson, type HttpOptions } from './http';
import { createWebClient } from './web/web.client';

/** One client for every platform service; each service lives under its own base path (DESIGN.md). */
export function createApiClient(options: HttpOptions) {
  const http = createHttp(options);
  return {
    web: createWebClient(http),
    health: () => getJson(http, 'api/health', healthResponseSchema),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
