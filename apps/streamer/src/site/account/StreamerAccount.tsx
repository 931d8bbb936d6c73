import { AccountToast, AuthProvider, LoginCheck, ViewerQueries } from '@club/auth';
import { accountHeaderOpenAtom } from '@club/site-state';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback } from 'react';
import { lazyWithReload } from '@tooling/ssr/app';
import { useOpenedOnce } from '../page/useOpenedOnce';

// The panel's forms and account summary load when the panel first opens (issue 13).
const AccountPanel = lazyWithReload(() => import('./onDemand').then((module) => module.AccountPanel));

/**
 * The layout's account mount (@club/auth's SiteAccount: login check, viewer queries, account panel and
 * toast) wired to the streamer's router, with the panel loaded on first use. The client is same origin
 * in the browser, so the session cookies the club site set are sent here too: one sign-in for both sites.
 */
export function StreamerAccount() {
  const router = useRouter();
  const onNavigate = useCallback((path: string) => void router.navigate({ href: path }), [router]);
  const panelOpened = useOpenedOnce(useAtomValue(accountHeaderOpenAtom));
  return (
    <AuthProvider api={router.options.context.api} onNavigate={onNavigate}>
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
