import type { ApiClient } from '@club/api-client';
import { entitlementsAtom, loadEntitlements, ssoIDAtom, useViewer } from '@club/auth';
import { useStore } from 'jotai';
import { useCallback, type ReactNode } from 'react';
import { PackagesProvider } from '../PackagesProvider/PackagesProvider';
import type { PackagesApi } from '../types';

/** The platform services a site's packages call: the widget's own, plus entitlements for the refresh. */
export type SitePackagesApi = PackagesApi & Pick<ApiClient, 'entitlements'>;

export interface SitePackagesProviderProps {
  /** The site's platform client (same origin, so the session cookie goes with every call). */
  api: SitePackagesApi;
  children: ReactNode;
}

/**
 * In a file of its own, apart from `SitePackages` (issue 13): the packages pages need the provider alone,
 * and a module holding the overlays too would bring the overlays, their form fields and the carousel
 * into those pages' first load.
 *
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
    const ssoId = store.get(ssoIDAtom);
    if (!ssoId) return null;
    await loadEntitlements(store, api.entitlements, ssoId);
    return store.get(entitlementsAtom);
  }, [store, api]);
  return (
    <PackagesProvider api={api} user={user} refreshEntitlements={refreshEntitlements}>
      {children}
    </PackagesProvider>
  );
}

