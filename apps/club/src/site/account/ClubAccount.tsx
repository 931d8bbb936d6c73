import { AuthProvider, SiteAccount, type SiteAccountProps } from '@club/auth';
import { useRouter } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';

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

/** The layout's account mount (@club/auth's SiteAccount) wired to the club's router. */
export function ClubAccount() {
  return <SiteAccount {...useClubAuthProps()} />;
}
