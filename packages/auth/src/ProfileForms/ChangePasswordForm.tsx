import { Button, PasswordField } from '@club/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../account/forms.css';
import { failureMessage, passwordMismatchMessage, passwordUpdatedMessage } from '../account/messages';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';

/** SPEC 7 'change password' (old and new); 'No active user' without a session; SPEC 8's success sentence. */
export function ChangePasswordForm() {
  const { api } = useAuth();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (newPassword !== confirmPassword) {
      setError(passwordMismatchMessage);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.identity.changePassword({ oldPassword, newPassword });
      setOldPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setNotice(passwordUpdatedMessage);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy || undefined}>
      <PasswordField label="Current Password" name="oldPassword" autoComplete="current-password" required value={oldPassword} onChange={setOldPassword} />
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
        Change Password
      </Button>
    </form>
  );
}
