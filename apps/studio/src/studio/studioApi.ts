import { ApiError, createApiClient, createHttp, createStudioClient, type StudioClient } from '@club/api-client';

/** The router context of the studio: the sites' context plus the studio api. */
export type StudioContext = { studio: StudioClient };

type Call = (...args: never[]) => Promise<unknown>;

/**
 * Each call, and once more after renewing the session when the platform answers 401. The access cookie
 * lives 15 minutes and an editor may write for longer: the refresh cookie renews it (one renewal at a
 * time, shared by every call that needed it). A call's arguments are kept, so a save or an upload is
 * sent again whole.
 */
export function withSessionRenewal<T extends Record<string, Call>>(client: T, renew: () => Promise<boolean>): T {
  const wrapped = Object.entries(client).map(([name, call]) => [
    name,
    async (...args: never[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401 && (await renew())) return call(...args);
        throw error;
      }
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

/**
 * The studio api, same-origin: the site server forwards `/api` to the platform with the staff cookies.
 * Only the browser uses it (the staff's routes are `ssr: false`).
 */
export function createStudioApi(): StudioClient {
  const { identity } = createApiClient({ baseUrl: '' });
  let renewing: Promise<boolean> | null = null;
  const renew = () =>
    (renewing ??= identity
      .refresh()
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        renewing = null;
      }));
  return withSessionRenewal(createStudioClient(createHttp({ baseUrl: '' })), renew);
}
