import { confirmationCodeLength, passwordMinLength } from '@club/api-client';
import { Button, Heading, PasswordField, Stack, Text, TextField, TextLink } from '@club/ui';
import { useRef, useEffect, useState, type FormEvent } from 'react';
import { useFormRun } from '../account/useFormRun';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';
import { LoginForm } from '../LoginForm/LoginForm';
import * as styles from '../account/forms.css';

export type RegisterFormProps = {
  /** After the new account logs in. */
  onSignedIn?: () => void;
  loginHref?: string;
  forgotPasswordHref?: string;
};

type Step = { name: 'details' } | { name: 'code'; email: string; destination: string } | { name: 'confirmed'; email: string };

/**
 * Registration (SPEC 7 'sign up'): name, email and password, then the 6-digit code mailed to the
 * address (with 'Send a new code'), then the login form with the email filled in. The platform answers
 * sign-up the same way whether or not the address has an account, so nobody can probe for accounts.
 */
export function RegisterForm({
  onSignedIn,
  loginHref = '/account/login',
  forgotPasswordHref = '/account/forgot-password',
}: RegisterFormProps) {
  const { api } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'details' });
  const { busy, error, notice, setNotice, run } = useFormRun();
  const [givenName, setGivenName] = useState('');
  const [familyName, setFamilyName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const stepHeading = useRef<HTMLDivElement>(null);

  // Each step replaces the form: move focus to its heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (step.name !== 'details') stepHeading.current?.focus();
  }, [step.name]);

  const onDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const username = email.trim().toLowerCase();
      const answer = await api.identity.signUp({
        username,
        password,
        attributes: {
          email: username,
          ...(givenName.trim() ? { given_name: givenName.trim() } : {}),
          ...(familyName.trim() ? { family_name: familyName.trim() } : {}),
        },
      });
      setPassword('');
      setStep({ name: 'code', email: username, destination: answer.data.attributes.destination });
    });
  };

  if (step.name === 'confirmed') {
    return (
      <Stack space="large">
        <div ref={stepHeading} tabIndex={-1}>
          <Heading level={4} as="h2">
            Your account is ready
          </Heading>
        </div>
        <Text>Log in with your email address and the password you chose.</Text>
        <LoginForm defaultEmail={step.email} onSignedIn={onSignedIn} headingTag="h2" />
      </Stack>
    );
  }

  if (step.name === 'code') {
    const onConfirm = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run(async () => {
        await api.identity.confirmSignUp({ username: step.email, code });
        setStep({ name: 'confirmed', email: step.email });
      });
    };
    const onResend = () =>
      void run(async () => {
        const answer = await api.identity.resendCode({ username: step.email });
        setNotice(`A new code has been sent to ${answer.data.attributes.destination}`);
      });
    return (
      <Stack space="large">
        <div ref={stepHeading} tabIndex={-1}>
          <Heading level={4} as="h2">
            Check your email
          </Heading>
        </div>
        <Text>{`We have sent a ${confirmationCodeLength}-digit code to ${step.destination}. Enter it below to confirm your account.`}</Text>
        <form className={styles.form} onSubmit={onConfirm} aria-busy={busy || undefined}>
          <TextField
            label="Confirmation code"
            name="code"
            autoComplete="one-time-code"
            hint={`The ${confirmationCodeLength} digits from the email`}
            required
            value={code}
            onChange={setCode}
          />
          <FormMessage tone="error" message={error} />
          <FormMessage tone="success" message={notice} />
          <Button type="submit" aria-disabled={busy || undefined}>
            Confirm Account
          </Button>
          <Button variant="ghost-dark" onClick={onResend} aria-disabled={busy || undefined}>
            Send a new code
          </Button>
        </form>
        {/* Sign-up answers alike for known addresses, so someone who already has an account gets no code. */}
        <Text size="small">
          Already registered with this address? <TextLink href={loginHref}>Log in</TextLink> or{' '}
          <TextLink href={forgotPasswordHref}>reset your password</TextLink>.
        </Text>
      </Stack>
    );
  }

  return (
    <form className={styles.form} onSubmit={onDetails} aria-busy={busy || undefined}>
      <TextField label="First name" name="givenName" autoComplete="given-name" value={givenName} onChange={setGivenName} />
      <TextField label="Last name" name="familyName" autoComplete="family-name" value={familyName} onChange={setFamilyName} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters. A long phrase is easier to remember and harder to guess.`}
        required
        value={password}
        onChange={setPassword}
      />
      <FormMessage tone="error" message={error} />
      <Button type="submit" aria-disabled={busy || undefined}>
        Register
      </Button>
    </form>
  );
}
