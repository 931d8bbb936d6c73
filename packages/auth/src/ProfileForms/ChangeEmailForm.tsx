import { confirmationCodeLength } from '@club/api-client';
import { Button, PasswordField, Text, TextField } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import * as styles from '../account/forms.css';
import { failureMessage } from '../account/messages';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';
import { viewerQueryKey } from '../ViewerQueries/ViewerQueries';
import { setUserAtom } from '../user/user.atoms';

export type ChangeEmailFormProps = {
  /** The account's address now. */
  email: string;
};

export const emailChangedMessage = 'Your email address has been changed. We have told your old address.';

type Step = { name: 'ask' } | { name: 'confirm'; destination: string; newEmail: string };

/**
 * Changing the email address (issue 28, ASVS 7.5.1): the new address and the current password, then the
 * code mailed to the new address. Until the code comes back the account keeps its old address.
 */
export function ChangeEmailForm({ email }: ChangeEmailFormProps) {
  const { api } = useAuth();
  const store = useStore();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'ask' });
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const attempt = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt(async () => {
      const answer = await (await api.identity.account()).requestEmailChange({ newEmail, password });
      setPassword('');
      setCode('');
      setStep({ name: 'confirm', destination: answer.data.attributes.destination, newEmail });
    });
  };

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt(async () => {
      await (await api.identity.account()).confirmEmailChange({ code });
      const session = await api.identity.session().catch(() => null);
      if (session) store.set(setUserAtom, session.data.attributes);
      await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
      setStep({ name: 'ask' });
      setNewEmail('');
      setCode('');
      setNotice(emailChangedMessage);
    });
  };

  if (step.name === 'confirm') {
    return (
      <form className={styles.form} onSubmit={onConfirm} aria-busy={busy || undefined}>
        <Text>{`We have sent a ${confirmationCodeLength}-digit code to ${step.destination}. Enter it below to make it your email address.`}</Text>
        <TextField
          label="Confirmation code"
          name="emailCode"
          autoComplete="one-time-code"
          hint={`The ${confirmationCodeLength} digits from the email`}
          required
          value={code}
          onChange={setCode}
        />
        <FormMessage tone="error" message={error} />
        <FormMessage tone="success" message={notice} />
        <Button type="submit" aria-disabled={busy || undefined}>
          Confirm Email
        </Button>
        <Button variant="ghost-dark" onClick={() => setStep({ name: 'ask' })}>
          Cancel
        </Button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={onAsk} aria-busy={busy || undefined}>
      <Text>{`Your email address is ${email}. We send a code to the new address to check it is yours.`}</Text>
      <TextField label="New email" name="newEmail" type="email" autoComplete="email" required value={newEmail} onChange={setNewEmail} />
      <PasswordField label="Password" name="emailPassword" autoComplete="current-password" required value={password} onChange={setPassword} />
      <FormMessage tone="error" message={error} />
      <FormMessage tone="success" message={notice} />
      <Button type="submit" aria-disabled={busy || undefined}>
        Send Code
      </Button>
    </form>
  );
}
