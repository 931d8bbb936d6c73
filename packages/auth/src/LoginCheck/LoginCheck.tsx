import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useAuth } from '../AuthProvider/AuthProvider';
import { createLoginCheck } from '../loginCheckController/loginCheckController';

/**
 * Runs SPEC 4's login check once the page has hydrated, and keeps the session fresh while the page
 * lives. Effects never run on the server, so every server-rendered page stays logged-out/unknown and
 * cacheable. Mount once per site (beside the account panel).
 */
export function useLoginCheck(): void {
  const store = useStore();
  const { api } = useAuth();
  useEffect(() => {
    const check = createLoginCheck({ store, identity: api.identity, entitlements: api.entitlements });
    void check.run();
    return () => void check.destroy();
  }, [store, api]);
}

/** `useLoginCheck` as an element, for layouts: `<LoginCheck />`. */
export function LoginCheck() {
  useLoginCheck();
  return null;
}
