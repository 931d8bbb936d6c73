import { createHttp, createStudioClient, type StudioClient } from '@club/api-client';

/** The studio api, same-origin: the site server forwards `/api` to the platform with the staff cookie. */
export function createStudioApi(): StudioClient {
  return createStudioClient(createHttp({ baseUrl: '' }));
}

/** The router context of the studio: the sites' context plus the studio api. */
export type StudioContext = { studio: StudioClient };
