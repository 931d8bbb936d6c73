import {
  ApiError,
  createHttp,
  createIdentityClient,
  createStudioClient,
  createStudioClubTvClient,
  createStudioCommercialClient,
  createStudioFansClient,
  createStudioMatchdayClient,
  createStudioSponsorSlotsClient,
  type StudioClient,
  type StudioClubTvClient,
  type StudioCommercialClient,
  type StudioFansClient,
  type StudioMatchdayClient,
  type StudioSponsorSlotsClient,
} from '@club/api-client';
import { useRouteContext } from '@tanstack/react-router';

/**
 * The studio api: every desk's calls on one HTTP client and one session renewal. The newsroom's, the
 * pages', the images' and the audit log's calls sit at the top (`studio.articles()`), each other desk
 * under its name (`studio.commercial.promos()`). `renewSession` is for what does not go through these
 * calls (Club TV's resumable uploads).
 */
export type StudioApi = StudioClient & {
  clubTv: StudioClubTvClient;
  matchday: StudioMatchdayClient;
  commercial: StudioCommercialClient;
  fans: StudioFansClient;
  sponsorSlots: StudioSponsorSlotsClient;
  /** Renews the access cookie from the refresh cookie; false when the session is over. */
  renewSession: () => Promise<boolean>;
};

/** The router context of the studio: the sites' context plus the studio api. */
export type StudioContext = { studio: StudioApi };

type Call = (...args: never[]) => Promise<unknown>;

/** Which renewal a call may rely on: a call that started before the last renewal ended is sent again without another. */
type Renewal = { renew: () => Promise<boolean>; generation: () => number };

/**
 * Each call, and once more after renewing the session when the platform answers 401. The access cookie
 * lives 15 minutes and an editor may write for longer: the refresh cookie renews it. A call's arguments
 * are kept, so a save or an upload is sent again whole.
 */
export function withSessionRenewal<T extends Record<string, Call>>(client: T, renewal: Renewal | (() => Promise<boolean>)): T {
  const { renew, generation } = typeof renewal === 'function' ? { renew: renewal, generation: () => 0 } : renewal;
  const wrapped = Object.entries(client).map(([name, call]) => [
    name,
    async (...args: never[]) => {
      const sentAt = generation();
      try {
        return await call(...args);
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 401) throw error;
        // Renewed since this call left (another desk's 401 did it): the new cookie is already there.
        if (generation() !== sentAt || (await renew())) return call(...args);
        throw error;
      }
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

/**
 * One renewal at a time, shared by every call that needed it: two desks answered 401 together renew the
 * session once (a second refresh would present a refresh cookie the first one has just rotated).
 */
function singleFlightRenewal(refresh: () => Promise<unknown>): Renewal {
  let renewing: Promise<boolean> | null = null;
  let renewals = 0;
  return {
    renew: () =>
      (renewing ??= refresh()
        .then(
          () => true,
          () => false,
        )
        .finally(() => {
          renewals += 1;
          renewing = null;
        })),
    generation: () => renewals,
  };
}

/**
 * The studio api, same-origin by default: the site server forwards `/api` to the platform with the
 * staff cookies. Made once per app (`router.tsx`) and handed down through the router context. Only the
 * browser uses it (the staff's routes are `ssr: false`). `fetch` and `baseUrl` are for tests.
 */
export function createStudioApi(options: { baseUrl?: string; fetch?: typeof fetch } = {}): StudioApi {
  const http = createHttp({ baseUrl: options.baseUrl ?? '', ...(options.fetch ? { fetch: options.fetch } : {}) });
  const identity = createIdentityClient(http);
  const renewal = singleFlightRenewal(() => identity.refresh());
  return {
    ...withSessionRenewal(createStudioClient(http), renewal),
    clubTv: withSessionRenewal(createStudioClubTvClient(http), renewal),
    matchday: withSessionRenewal(createStudioMatchdayClient(http), renewal),
    commercial: withSessionRenewal(createStudioCommercialClient(http), renewal),
    fans: withSessionRenewal(createStudioFansClient(http), renewal),
    sponsorSlots: withSessionRenewal(createStudioSponsorSlotsClient(http), renewal),
    renewSession: renewal.renew,
  };
}

/** The studio api from the router context, for a desk's components (loaders take `context.studio`). */
export function useStudioApi(): StudioApi {
  return useRouteContext({ from: '__root__', select: (context) => context.studio });
}
