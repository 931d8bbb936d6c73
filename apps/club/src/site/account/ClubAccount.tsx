import { AccountToast, AuthProvider, LoginCheck, ViewerQueries, type SiteAccountProps } from '@club/auth';
import { accountHeaderOpenAtom } from '@club/site-state';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback, type ReactNode } from 'react';
import { lazyWithReload } from '@tooling/ssr/app';
import { useOpenedOnce } from '../page/useOpenedOnce';

/** What @club/auth needs from the club's router: its context's platform client and its navigation. */
function useClubAuthProps(): SiteAccountProps {
  const router = useRouter();
  const onNavigate = useCallback((path: string) => void router.navigate({ href: path }), [router]);
  return { api: router.options.context.api, onNavigate };
}

/** @club/auth's provider for the club's account pages, whose forms sit outside the layout's panel. */
export function ClubAuthProvider({ children }: { children: ReactNode }) {
  return <AuthProvider {...useClubAuthProps()}>{children}</AuthProvider>;
}

// The panel's forms and account summary load when the panel first opens (issue 13).
const AccountPanel = lazyWithReload(() => import('./onDemand').then((module) => module.AccountPanel));

/**
 * The layout's account mount: @club/auth's SiteAccount (login check, viewer queries, account panel and
 * toast) wired to the club's router, with the panel loaded on first use.
 */
export function ClubAccount() {
  const panelOpened = useOpenedOnce(useAtomValue(accountHeaderOpenAtom));
  return (
    <AuthProvider {...useClubAuthProps()}>
      <LoginCheck />
      <ViewerQueries />
      {panelOpened && (
        <Suspense fallback={null}>
          <AccountPanel />
        </Suspense>
      )}
      <AccountToast />
    </AuthProvider>
  );
}
