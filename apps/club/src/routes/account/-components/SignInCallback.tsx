import { handleLoginSuccess, safeReturnPath, takeReturnUrl, type AuthApi } from '@club/auth';
import { Loader } from '@club/ui';
import { useMutation } from '@tanstack/react-query';
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
  const { mutate: finishSignIn } = useMutation({ mutationFn: () => handleLoginSuccess(store, api) });
  useEffect(() => {
    const target = safeReturnPath(returnUrl ?? takeReturnUrl(), '/');
    // A callback passed to mutate runs only while this page is still shown.
    finishSignIn(undefined, { onSettled: () => void navigate({ href: target, replace: true }) });
  }, [finishSignIn, navigate, returnUrl]);
  return <Loader label="Logging you in" labelVisibility="visible" />;
}
