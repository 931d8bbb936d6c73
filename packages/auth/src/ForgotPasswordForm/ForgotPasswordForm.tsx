import { confirmationCodeLength } from '@club/api-client';
import { Button, Heading, Stack, Text, TextField, TextLink, PasswordField } from '@club/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from '../account/forms.css';
import { passwordMismatchMessage } from '../account/messages';
import { useFormRun } from '../account/useFormRun';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';

export type ForgotPasswordFormProps = {
  loginHref?: string;
};

type Step = { name: 'request' } | { name: 'reset'; email: string; destination: string } | { name: 'done' };

/**
 * Forgotten password (SPEC 7): the email address, then the mailed code with a new password. The platform
 * answers the request the same way for every address, so the form never says whether an account exists.
 */
export function ForgotPasswordForm({ loginHref = '/account/login' }: ForgotPasswordFormProps) {
  const { api } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const { busy, error, setError, notice, setNotice, run } = useFormRun();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const stepHeading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step.name !== 'request') stepHeading.current?.focus();
  }, [step.name]);

  if (step.name === 'done') {
    return (
      <Stack space="medium">
        <div ref={stepHeading} tabIndex={-1}>
          <Heading level={4} as="h2">
            Your password has been reset
          </Heading>
        </div>
        <Text>You can now log in with your new password.</Text>
        <Button href={loginHref}>Log In</Button>
      </Stack>
    );
  }

  if (step.name === 'reset') {
    const onReset = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (newPassword !== confirmPassword) {
        setError(passwordMismatchMessage);
        return;
      }
      void run(async () => {
        await api.identity.confirmForgotPassword({ username: step.email, code, newPassword });
        setStep({ name: 'done' });
      });
    };
    const onResend = () =>
      void run(async () => {
        const answer = await api.identity.forgotPassword({ username: step.email });
        setNotice(`A new code has been sent to ${answer.data.attributes.destination}`);
      });
    return (
      <Stack space="large">
        <div ref={stepHeading} tabIndex={-1}>
          <Heading level={4} as="h2">
            Check your email
          </Heading>
        </div>
        <Text>{`If ${step.destination} has an account, we have sent it a ${confirmationCodeLength}-digit code. Enter it with your new password.`}</Text>
        <form className={styles.form} onSubmit={onReset} aria-busy={busy || undefined}>
          <TextField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            hint={`The ${confirmationCodeLength} digits from the email`}
            required
            value={code}
            onChange={setCode}
          />
          <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required value={newPassword} onChange={setNewPassword} />
          <PasswordField
            label="Confirm New Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={setConfirmPassword}
          />
          <FormMessage tone="error" message={error} />
          <FormMessage tone="success" message={notice} />
          <Button type="submit" aria-disabled={busy || undefined}>
            Reset Password
          </Button>
          <Button variant="ghost-dark" onClick={onResend} aria-disabled={busy || undefined}>
            Send a new code
          </Button>
        </form>
      </Stack>
    );
  }

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const username = email.trim().toLowerCase();
      const answer = await api.identity.forgotPassword({ username });
      setStep({ name: 'reset', email: username, destination: answer.data.attributes.destination });
    });
  };
  return (
    <Stack space="large">
      <Text>Enter the email address of your account and we will send you a code to choose a new password.</Text>
      <form className={styles.form} onSubmit={onRequest} aria-busy={busy || undefined}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <FormMessage tone="error" message={error} />
        <Button type="submit" aria-disabled={busy || undefined}>
          Send Code
        </Button>
      </form>
      <TextLink href={loginHref}>Back to log in</TextLink>
    </Stack>
  );
}
