import { emailAtom, entitlementsAtom, loadEntitlements, loginStateAtom, ssoIDAtom, stripeCustomerIDAtom } from '@club/auth';
import { PackagesOverlay, PackagesProvider, UpgradePromo, VoucherOverlay, type PackagesUser } from '@club/packages-widget';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useHydrated } from '../useHydrated';

/**
 * The signed-in viewer as the packages need them, from @club/auth's atoms: cards follow every change.
 * Unknown until hydration ends, as the server rendered the cards: the home page's widget hydrates
 * with its route chunk, after the layout, and a quick login check would otherwise change it mid-way.
 */
export function usePackagesUser(): PackagesUser {
  const hydrated = useHydrated();
  const loginState = useAtomValue(loginStateAtom);
  const ssoID = useAtomValue(ssoIDAtom);
  const email = useAtomValue(emailAtom);
  const entitlements = useAtomValue(entitlementsAtom);
  const stripeCustomerID = useAtomValue(stripeCustomerIDAtom);
  return useMemo(
    () =>
      hydrated
        ? { loginState, ssoID, email, entitlements, stripeCustomerID }
        : { loginState: 'unknown', ssoID: null, email: null, entitlements: null, stripeCustomerID: null },
    [hydrated, loginState, ssoID, email, entitlements, stripeCustomerID],
  );
}

/**
 * @club/packages-widget's provider for the streaming site. Checkout return URLs are the packages' own
 * relative pages, which the platform resolves against the site the request came through: a viewer
 * who buys here comes back here (/account/payment-success, /packages).
 */
export function StreamerPackagesProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { api } = router.options.context;
  const store = useStore();
  const user = usePackagesUser();
  const refreshEntitlements = useCallback(async () => {
    const ssoID = store.get(ssoIDAtom);
    if (ssoID) await loadEntitlements(store, api.entitlements, ssoID);
  }, [store, api]);
  return (
    <PackagesProvider api={api} user={user} refreshEntitlements={refreshEntitlements}>
      {children}
    </PackagesProvider>
  );
}

/**
 * SPEC 2.4 'packages, upgrade promo': the subscribe packages overlay, the upgrade promo the players
 * open, and the voucher overlay in the streamer's dark theme. Each renders nothing until opened.
 */
export function StreamerPackages() {
  return (
    <StreamerPackagesProvider>
      <PackagesOverlay />
      <UpgradePromo />
      <VoucherOverlay theme="dark" />
    </StreamerPackagesProvider>
  );
}
