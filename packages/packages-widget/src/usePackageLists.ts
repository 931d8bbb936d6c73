import type { PackageType } from '@club/api-client';
import { useEffect, useState } from 'react';
import { usePackagesContext } from './PackagesProvider/PackagesProvider';
import type { Package, PackagesApi } from './types';

/** SPEC 4 'Packages widget': each list shows 'loading' until its fetch settles, on success or failure. */
export type PackageList = { state: 'loading' } | { state: 'ready'; packages: readonly Package[] };

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
 * One package list: what the server already loaded, or fetched once in the browser. Fetched on mount,
 * not when its tab is chosen, so switching tabs never waits.
 */
export function usePackageList(packageType: PackageType, initial: readonly Package[] | undefined): PackageList {
  const { api } = usePackagesContext();
  const [list, setList] = useState<PackageList>(initial ? { state: 'ready', packages: initial } : { state: 'loading' });
  const hasInitial = initial !== undefined;

  useEffect(() => {
    if (hasInitial) return;
    let live = true;
    void loadPackageList(api, packageType).then((packages) => {
      if (live) setList({ state: 'ready', packages });
    });
    return () => {
      live = false;
    };
  }, [api, packageType, hasInitial]);

  return initial ? { state: 'ready', packages: initial } : list;
}
