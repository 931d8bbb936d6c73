import type { ApiClient } from '@club/api-client';
import { entitlementsAtom, loadEntitlements, ssoIDAtom, useViewer } from '@club/auth';
import { useStore } from 'jotai';
import { useCallback, type ReactNode } from 'react';
import { PackagesOverlay } from '../PackagesOverlay/PackagesOverlay';
import { PackagesProvider } from '../PackagesProvider/PackagesProvider';
import type { PackagesApi } from '../types';
import { UpgradePromo } from '../UpgradePromo/UpgradePromo';
import { VoucherOverlay, type VoucherTheme } from '../VoucherOverlay/VoucherOverlay';

/** The platform services a site's packages call: the widget's own, plus entitlements for the refresh. */
export type SitePackagesApi = PackagesApi & Pick<ApiClient, 'entitlements'>;

export interface SitePackagesProviderProps {
  /** The site's platform client (same origin, so the session cookie goes with every call). */
  api: SitePackagesApi;
  children: ReactNode;
}

/**
 * `PackagesProvider` wired to @club/auth, as both sites mount it: the fan from auth's `useViewer()`
 * ('unknown' until hydration ends, as the server rendered the cards: route components are code-split
 * and hydrate after the layout, and a quick login check would otherwise change their text
 * mid-hydration) and an entitlement refresh through auth's own loader, so the account panel and
 * every padlock update together. Checkout return URLs are the packages' own relative pages, which the
 * platform resolves against the site the request came through.
 */
export function SitePackagesProvider({ api, children }: SitePackagesProviderProps) {
  const store = useStore();
  const user = useViewer();
  const refreshEntitlements = useCallback(async () => {
    const ssoID = store.get(ssoIDAtom);
    if (!ssoID) return null;
    await loadEntitlements(store, api.entitlements, ssoID);
    return store.get(entitlementsAtom);
  }, [store, api]);
  return (
    <PackagesProvider api={api} user={user} refreshEntitlements={refreshEntitlements}>
      {children}
    </PackagesProvider>
  );
}

export interface SitePackagesProps {
  api: SitePackagesApi;
  /** The voucher overlay's theme: the streamer is dark. */
  voucherTheme?: VoucherTheme;
}

/**
 * What each site's layout mounts once (SPEC 2.4 'packages, upgrade promo'): the subscribe packages
 * overlay, the upgrade promo the players open, and the voucher overlay the packages' first call to
 * action opens. Each renders nothing until opened.
 */
export function SitePackages({ api, voucherTheme = 'light' }: SitePackagesProps) {
  return (
    <SitePackagesProvider api={api}>
      <PackagesOverlay />
      <UpgradePromo />
      <VoucherOverlay theme={voucherTheme} />
    </SitePackagesProvider>
  );
}
