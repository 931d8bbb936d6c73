import type { PackageType } from '@club/api-client';
import { useQuery } from '@tanstack/react-query';
import { packagesQueries } from './packages.queries';
import { usePackagesContext } from './PackagesProvider/PackagesProvider';
import type { Package } from './types';

/** SPEC 4 'Packages widget': each list shows 'loading' until its fetch settles, on success or failure. */
export type PackageList = { state: 'loading' } | { state: 'ready'; packages: readonly Package[] };

/**
 * One package list from the page's query cache: what the route's loader put there (dehydrated by the
 * server, so the browser does not ask again), or fetched once in the browser and shared by every
 * widget, promo and overlay that shows it. Read on mount, not when its tab is chosen, so switching tabs
 * never waits.
 */
export function usePackageList(packageType: PackageType): PackageList {
  const { api } = usePackagesContext();
  // loadPackageList never rejects (a failure is an empty list), so 'ready' is the only settled state.
  const { data } = useQuery(packagesQueries.list(api, packageType));
  return data ? { state: 'ready', packages: data } : { state: 'loading' };
}
