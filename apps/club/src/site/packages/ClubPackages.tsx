import { emailAtom, entitlementsAtom, loadEntitlements, loginStateAtom, ssoIDAtom, stripeCustomerIDAtom } from '@club/auth';
import {
  PackagesOverlay,
  PackagesProvider,
  UpgradePromo,
  VoucherOverlay,
  type PackagesUser,
} from '@club/packages-widget';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo, type ReactNode } from 'react';

/** The signed-in fan as the packages need them, from @club/auth's atoms: cards follow every change. */
export function usePackagesUser(): PackagesUser {
  const loginState = useAtomValue(loginStateAtom);
  const ssoID = useAtomValue(ssoIDAtom);
  const email = useAtomValue(emailAtom);
  const entitlements = useAtomValue(entitlementsAtom);
  const stripeCustomerID = useAtomValue(stripeCustomerIDAtom);
  return useMemo(
    () => ({ loginState, ssoID, email, entitlements, stripeCustomerID }),
    [loginState, ssoID, email, entitlements, stripeCustomerID],
  );
}

/**
 * @club/packages-widget's provider for the club site: the router context's platform client (same
 * origin, so the session cookie goes with every call), the fan from @club/auth, and an entitlement
 * refresh that goes through auth's own loader, so the account panel and every padlock update together.
 */
export function ClubPackagesProvider({ children }: { children: ReactNode }) {
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
 * What the layout mounts once (SPEC 2.4 'subscribe packages overlay, upgrade promo'), plus the voucher
 * overlay the packages widget's first call to action opens. Each renders nothing until opened.
 */
export function ClubPackages() {
  return (
    <ClubPackagesProvider>
      <PackagesOverlay />
      <UpgradePromo />
      <VoucherOverlay />
    </ClubPackagesProvider>
  );
}
