import { signIn } from '@club/auth';
import { Button, PasswordField, Text, TextField } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthFrame } from '../../studio/AuthFrame';
import { FormAlert } from '../../studio/FormAlert';
import * as styles from './SignInPage.css';
import { studioKeys } from '../../studio/queryKeys';

type Status = 'idle' | 'submitting';

/**
 * The studio's sign-in: the club's own identity (@club/auth's `signIn`), so staff use the account they
 * already have. A fan may sign in too; the studio then tells them in words that it is for staff.
 */
export function SignInPage({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { api, store } = useRouteContext({ from: '__root__' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setError(null);
    setStatus('submitting');
    const result = await signIn(store, api, { email, password });
    setStatus('idle');
    switch (result.status) {
      case 'signedIn':
        // Whatever the studio knew was for whoever was here before.
        queryClient.removeQueries({ queryKey: studioKeys.all });
        await router.navigate({ href: returnTo, replace: true });
        return;
      case 'newPasswordRequired':
        setError('This account needs a new password first. Set one from the club site’s sign-in, then come back.');
        return;
      case 'failed':
        setError(result.message);
        return;
      default:
        result satisfies never;
    }
  };

  const submitting = status === 'submitting';
  return (
    <AuthFrame title="Sign in to the studio">
      <Text tone="muted">For club staff: sign in with your club account.</Text>
      {/* POST, so a press before the script has loaded never puts a password in the address. */}
      <form className={styles.form} method="post" onSubmit={onSubmit} aria-busy={submitting || undefined}>
        <TextField label="Email" name="email" type="email" autoComplete="username" required value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <FormAlert message={error} />
        {/* aria-disabled, not disabled: a disabled button would drop keyboard focus mid-submit. */}
        <Button type="submit" aria-disabled={submitting || undefined} icon="SignIn">
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthFrame>
  );
}
