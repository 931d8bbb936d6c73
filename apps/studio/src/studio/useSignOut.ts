import { signOut } from '@club/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { studioKeys } from './queryKeys';

type Status = 'idle' | 'signingOut' | 'failed';

/** Signs out of the club account, forgets everything the studio read, and goes to the sign-in. */
export function useSignOut() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { api, store } = useRouteContext({ from: '__root__' });
  const [status, setStatus] = useState<Status>('idle');
  const run = async () => {
    if (status === 'signingOut') return;
    setStatus('signingOut');
    const result = await signOut(store, api);
    if (result.status === 'failed') {
      setStatus('failed');
      return;
    }
    queryClient.removeQueries({ queryKey: studioKeys.all });
    await router.navigate({ to: '/sign-in', replace: true });
  };
  return { status, signOut: run };
}
