import { createContext, useContext, type ReactNode } from 'react';
import type { RefreshEntitlements } from '../packages.queries';
import type { PackagesApi, PackagesUser } from '../types';

export interface PackagesContextValue {
  api: PackagesApi;
  user: PackagesUser;
  /**
   * Fetches the user's entitlements again (after a voucher or a payment), so every lock and 'owned'
   * panel on the page updates at once. Resolves to them once they are in the store. Components do not
   * call it directly: it is the query function of `packagesQueries.viewerEntitlements`.
   */
  refreshEntitlements: RefreshEntitlements;
}

const PackagesContext = createContext<PackagesContextValue | null>(null);

export interface PackagesProviderProps extends PackagesContextValue {
  children: ReactNode;
}

/** Gives the widget, overlays and cards the api client and the fan; mounted once by the app's layout. */
export function PackagesProvider({ api, user, refreshEntitlements, children }: PackagesProviderProps) {
  return <PackagesContext value={{ api, user, refreshEntitlements }}>{children}</PackagesContext>;
}

export function usePackagesContext(): PackagesContextValue {
  const value = useContext(PackagesContext);
  if (!value) throw new Error('Packages components need a <PackagesProvider> above them');
  return value;
}
