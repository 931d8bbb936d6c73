import { AccountPanel, AccountToast, AuthProvider, LoginCheck } from '@club/auth';
import { useRouter } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';

/**
 * @club/auth's provider for the club site: the router context's platform client (same-origin in the
 * browser, so the session cookies are first-party) and the router's navigation for return URLs.
 */
export function ClubAuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { api } = router.options.context;
  const onNavigate = useCallback((path: string) => void router.navigate({ href: path }), [router]);
  return (
    <AuthProvider api={api} onNavigate={onNavigate}>
      {children}
    </AuthProvider>
  );
}

/**
 * What the layout mounts once (SPEC 2.4 'account panel, account notification'): the login check that
 * runs after hydration, the account side panel and the account toast.
 */
export function ClubAccount() {
  return (
    <ClubAuthProvider>
      <LoginCheck />
      <AccountPanel />
      <AccountToast />
    </ClubAuthProvider>
  );
}
