import { SiteAccount } from '@club/auth';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * The layout's account mount (@club/auth's SiteAccount) wired to the streamer's router. The client is
 * same origin in the browser, so the session cookies the club site set are sent here too: one sign-in
 * for both sites.
 */
export function StreamerAccount() {
  const router = useRouter();
  const onNavigate = useCallback((path: string) => void router.navigate({ href: path }), [router]);
  return <SiteAccount api={router.options.context.api} onNavigate={onNavigate} />;
}
