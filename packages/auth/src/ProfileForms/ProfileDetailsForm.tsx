import type { UserAttributes } from '@club/api-client';
import { Button, TextField } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import * as styles from '../account/forms.css';
import { detailsUpdatedMessage, failureMessage } from '../account/messages';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';
import { setUserAtom } from '../user/user.atoms';
import { profileQuery } from './profile.queries';

export type ProfileDetailsFormProps = {
  /** The user's attributes as the platform holds them now (from `identity.attributes()`). */
  attributes: UserAttributes;
};

/**
 * SPEC 7 'update attributes': first name and last name; success says SPEC 8's sentence. The email address
 * changes in its own form, with the password and a code (ChangeEmailForm, issue 28).
 */
export function ProfileDetailsForm({ attributes }: ProfileDetailsFormProps) {
  const store = useStore();
  const queryClient = useQueryClient();
  const { api } = useAuth();
  const [givenName, setGivenName] = useState(attributes.given_name ?? '');
  const [familyName, setFamilyName] = useState(attributes.family_name ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await api.identity.updateAttributes({ given_name: givenName, family_name: familyName });
      // The header and panel show the display name the platform derives: ask for the session again.
      const session = await api.identity.session().catch(() => null);
      if (session) store.set(setUserAtom, session.data.attributes);
      // The profile page re-reads the details the platform now holds.
      await queryClient.invalidateQueries({ queryKey: profileQuery(api, attributes.sub).queryKey });
      setNotice(detailsUpdatedMessage);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy || undefined}>
      <TextField label="First name" name="givenName" autoComplete="given-name" value={givenName} onChange={setGivenName} />
      <TextField label="Last name" name="familyName" autoComplete="family-name" value={familyName} onChange={setFamilyName} />
      <FormMessage tone="error" message={error} />
      <FormMessage tone="success" message={notice} />
      <Button type="submit" aria-disabled={busy || undefined}>
        Update Details
      </Button>
    </form>
  );
}
