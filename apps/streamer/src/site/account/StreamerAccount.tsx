import { AccountPanel, AccountToast, AuthProvider, LoginCheck } from '@club/auth';
import { useRouter } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';

/**
 * @club/auth's provider for the streaming site: the router context's platform client (same origin in
 * the browser, so the session cookies the club site set are sent here too: one sign-in for both sites)
 * and the router's navigation for return URLs.
 */
export function StreamerAuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { api } = router.options.context;
  const onNavigate = useCallback((path: string) => void router.navigate({ href: path }), [router]);
  return (
    <AuthProvider api={api} onNavigate={onNavigate}>
      {children}
    </AuthProvider>
  );
}

/** SPEC 2.4 'account panel' and 'notifications': the login check, the side panel and the account toast. */
export function StreamerAccount() {
  return (
    <StreamerAuthProvider>
      <LoginCheck />
      <AccountPanel />
      <AccountToast />
    </StreamerAuthProvider>
  );
}
