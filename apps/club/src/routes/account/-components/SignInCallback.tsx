import { handleLoginSuccess, safeReturnPath, takeReturnUrl, type AuthApi } from '@club/auth';
import { Loader } from '@club/ui';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect } from 'react';

/**
 * Re-checks the login (and says 'Logged In' when there is one), then replaces the callback in the history
 * with the return path. Anything but an internal path goes home: the callback is never an open redirect.
 */
export function SignInCallback({ returnUrl }: { returnUrl: string | undefined }) {
  const store = useStore();
  const router = useRouter();
  const navigate = useNavigate();
  const api: AuthApi = router.options.context.api;
  useEffect(() => {
    let current = true;
    const target = safeReturnPath(returnUrl ?? takeReturnUrl(), '/');
    void handleLoginSuccess(store, api).finally(() => {
      if (current) void navigate({ href: target, replace: true });
    });
    return () => {
      current = false;
    };
  }, [api, navigate, returnUrl, store]);
  return <Loader label="Logging you in" labelVisibility="visible" />;
}
