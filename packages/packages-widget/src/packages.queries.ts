import type { PackageType } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Package, PackagesApi } from './types';

/**
 * The packages' server data as TanStack Query options, shared by the route loaders
 * (`ensureQueryData`, so the server's lists are dehydrated into the page) and the components
 * (`useQuery`, which then read them without fetching again).
 *
 * The club edits its packages rarely, and a cached page may be a few minutes old when a fan opens it:
 * five minutes' freshness keeps the hydrated lists from being fetched again on the first render.
 */
const packagesStaleTime = 5 * 60_000;

/** SPEC 8: a failed list is logged and treated as empty. */
export async function loadPackageList(api: Pick<PackagesApi, 'packages'>, packageType: PackageType): Promise<Package[]> {
  try {
    const response = await api.packages.list(packageType);
    return response.data.data;
  } catch (error) {
    console.error(`Could not load ${packageType} packages`, error instanceof Error ? error.message : error);
    return [];
  }
}

/**
 * Re-reads the signed-in fan's entitlements into the store the locks read (@club/auth's atoms, through
 * its own action) and resolves to them: null when nobody is signed in.
 */
export type RefreshEntitlements = () => Promise<readonly string[] | null>;

export const packagesQueries = {
  /** One package list; the same for every viewer, so not under 'viewer'. */
  list: (api: Pick<PackagesApi, 'packages'>, packageType: PackageType) =>
    queryOptions({
      queryKey: ['packages', 'list', packageType] as const,
      queryFn: () => loadPackageList(api, packageType),
      staleTime: packagesStaleTime,
    }),
  /**
   * The signed-in fan's entitlements, read again: what the success page polls until the webhook's grant
   * shows and what a redeemed voucher refreshes. Its query function writes into @club/auth's atoms, so
   * every lock, badge and button on the page follows the answer. Keyed by who, so a sign-in or out is
   * another entry; not under 'viewer', since its own answers are what `ViewerQueries` reacts to, and it
   * would otherwise read itself again after every grant.
   */
  viewerEntitlements: (ssoId: string | null, refresh: RefreshEntitlements) =>
    queryOptions({
      queryKey: ['entitlements', ssoId] as const,
      queryFn: () => refresh(),
    }),
};
