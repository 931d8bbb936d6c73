import { Button, type ButtonVariant, PasswordField, Text } from '@club/ui';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { failureMessage } from '../account/messages';
import { FormMessage } from '../FormMessage/FormMessage';
import * as styles from './SignedInDevices.css';

export type ConfirmWithPasswordProps = {
  /** The form's name and its one sentence: what the password is for ('To sign out Safari on iPhone, …'). */
  action: string;
  /** The confirm button's words. */
  confirmLabel: string;
  buttonVariant: ButtonVariant;
  /** Does the thing with the password; a refusal (ApiError) is shown in the form's alert. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
};

/**
 * Authenticating again in place (ASVS 7.5.2): a password field with its label, a confirm and a cancel,
 * opened right under the button the fan pressed, never a modal over the list. The field takes the focus
 * as it opens, since the fan just asked for it; Escape cancels, and the refusal is read out as an alert.
 */
export function ConfirmWithPassword({ action, confirmLabel, buttonVariant, onConfirm, onCancel }: ConfirmWithPasswordProps) {
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => field.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (failure) {
      setError(failureMessage(failure));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className={styles.confirm} aria-label={action} aria-busy={busy || undefined} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <Text size="small">{`${action}, enter your password.`}</Text>
      <PasswordField ref={field} label="Password" name="password" autoComplete="current-password" required value={password} onChange={setPassword} />
      <FormMessage tone="error" message={error} />
      <div className={styles.actions}>
        <Button type="submit" size="small" variant={buttonVariant} aria-disabled={busy || undefined}>
          {confirmLabel}
        </Button>
        <Button size="small" variant={buttonVariant} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
