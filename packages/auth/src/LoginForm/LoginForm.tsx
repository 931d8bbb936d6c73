import { Button, Heading, Stack, Text, TextField, TextLink, PasswordField } from '@club/ui';
import { useStore } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { signIn } from '../account/accountActions';
import { passwordMismatchMessage, registerBoxDelayMs } from '../account/messages';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';
import * as forms from '../account/forms.css';
import * as styles from './LoginForm.css';
import { SocialSignIn } from './SocialSignIn';

export type LoginFormProps = {
  /** Called once the user is stored (and their entitlements asked for): go to the return URL, or stay. */
  onSignedIn?: () => void;
  /** Pre-fills the email, e.g. just after confirming a new account. */
  defaultEmail?: string;
  /** The line under the heading. */
  intro?: string;
  registerHref?: string;
  forgotPasswordHref?: string;
  /** The tag of the form's own sub-headings: h3 under the panel's h2, h2 under a page's h1. */
  headingTag?: 'h2' | 'h3';
};

type Mode = 'login' | 'newPassword';
type Status = 'idle' | 'submitting';

/**
 * SPEC 2.5 / 4's login form: social buttons (shown, disabled), a divider, email and password, the
 * forgot-password link, a red error message read out as an alert, and a register box that appears after
 * 1 s. When the platform says a new password is required, the same form asks for one (new-password mode).
 */
export function LoginForm({
  onSignedIn,
  defaultEmail = '',
  intro = 'Log in to watch Club TV, listen live and manage your passes.',
  registerHref = '/account/register',
  forgotPasswordHref = '/account/forgot-password',
  headingTag = 'h3',
}: LoginFormProps) {
  const store = useStore();
  const { api } = useAuth();
  const [mode, setMode] = useState<Mode>('login');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showRegister, setShowRegister] = useState(false);
  const newPasswordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setShowRegister(true), registerBoxDelayMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (mode === 'newPassword') newPasswordRef.current?.focus();
  }, [mode]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (mode === 'newPassword' && newPassword !== confirmPassword) {
      setError(passwordMismatchMessage);
      return;
    }
    setError(null);
    setStatus('submitting');
    const result = await signIn(store, api, {
      email,
      password,
      ...(mode === 'newPassword' ? { newPassword } : {}),
    });
    setStatus('idle');
    switch (result.status) {
      case 'signedIn':
        setPassword('');
        setNewPassword('');
        setConfirmPassword('');
        onSignedIn?.();
        return;
      case 'newPasswordRequired':
        setMode('newPassword');
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
    <Stack space="large">
      {mode === 'login' ? (
        <>
          <Text>{intro}</Text>
          <SocialSignIn />
          <p className={styles.divider}>or</p>
        </>
      ) : (
        <Stack space="xsmall">
          <Heading level={5} as={headingTag}>
            Set a new password
          </Heading>
          <Text>Your account needs a new password before you can log in. Choose one you have not used here before.</Text>
        </Stack>
      )}
      <form className={forms.form} onSubmit={onSubmit} aria-busy={submitting || undefined}>
        {mode === 'login' ? (
          <>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={setEmail}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={setPassword}
            />
            <div className={styles.forgotRow}>
              <TextLink href={forgotPasswordHref}>Forgotten your password?</TextLink>
            </div>
          </>
        ) : (
          <>
            <PasswordField
              ref={newPasswordRef}
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              required
              value={newPassword}
              onChange={setNewPassword}
            />
            <PasswordField
              label="Confirm New Password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={setConfirmPassword}
            />
          </>
        )}
        <FormMessage tone="error" message={error} />
        {/* aria-disabled, not disabled: a disabled button would drop keyboard focus mid-submit. */}
        <Button type="submit" aria-disabled={submitting || undefined} icon="SignIn">
          {mode === 'login' ? (submitting ? 'Logging In…' : 'Log In') : submitting ? 'Saving…' : 'Set New Password'}
        </Button>
      </form>
      {mode === 'login' && showRegister && (
        <div className={styles.registerBox} data-part="register-box">
          <Heading level={5} as={headingTag}>
            New to the club?
          </Heading>
          <Text size="small">Register for free to watch Club TV highlights and buy passes and subscriptions.</Text>
          <Button href={registerHref} variant="ghost-dark" size="small">
            Register
          </Button>
        </div>
      )}
    </Stack>
  );
}
