import { ApiError, type SignedInSession } from '@club/api-client';
import { Button, type ButtonVariant, Loader, Text, formatDate } from '@club/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { failureMessage } from '../account/messages';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';
import { ConfirmWithPassword } from './ConfirmWithPassword';
import { viewerQueryKey } from '../ViewerQueries/ViewerQueries';
import { ssoIDAtom } from '../user/user.atoms';
import * as styles from './SignedInDevices.css';

export type SignedInDevicesProps = {
  /** Buttons on the panel's dark background ('ghost-dark') or a page's light one. */
  buttonVariant?: ButtonVariant;
};

/** Words of issue 28 for the fan's sign-ins. */
export const signedInDevicesMessages = {
  thisDevice: 'This device',
  signOut: 'Sign out',
  signOutEverywhereElse: 'Sign out everywhere else',
  endedOne: 'That device has been signed out.',
  endedOthers: 'Every other device has been signed out.',
  onlyThis: 'You are signed in on this device only.',
} as const;

let regionNames: Intl.DisplayNames | undefined;
/** 'GB' → 'United Kingdom'; unknown → null. */
function placeOf(country: string | null): string | null {
  if (!country) return null;
  try {
    regionNames ??= new Intl.DisplayNames(['en-GB'], { type: 'region' });
    return regionNames.of(country) ?? country;
  } catch {
    return country;
  }
}

/** 'Chrome on Windows', 'Safari on iPhone', 'Unknown device'. */
export function deviceName(session: Pick<SignedInSession, 'device' | 'browser'>): string {
  if (session.browser && session.device) return `${session.browser} on ${session.device}`;
  return session.browser ?? session.device ?? 'Unknown device';
}

const sessionsQueryKey = (ssoId: string) => [...viewerQueryKey, 'sessions', ssoId] as const;

/**
 * "Signed-in devices" (issue 28, ASVS 7.5.2): every sign-in of the fan that has not ended, this one marked,
 * with where (the country at sign-in) and when it was last seen, a "Sign out" for each other one and
 * "Sign out everywhere else". Either asks for the password first, in place under the button (the fan
 * authenticates again before ending another device's sign-in). Loaded on demand (SignedInDevicesOnDemand):
 * no page's first load carries it.
 */
export function SignedInDevices({ buttonVariant = 'ghost-dark' }: SignedInDevicesProps) {
  const { api } = useAuth();
  const ssoId = useAtomValue(ssoIDAtom) ?? '';
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsQueryKey(ssoId),
    queryFn: async () => (await (await api.identity.account()).sessions()).data,
    enabled: ssoId !== '',
    retry: false,
  });
  const openerId = useId();
  const region = useRef<HTMLDivElement>(null);
  /** Whose password form is open: a sign-in's id, 'others' for "Sign out everywhere else", or none. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (key: string) => {
    setNotice(null);
    setConfirming(key);
  };
  const cancel = () => {
    const key = confirming;
    setConfirming(null);
    if (key) document.getElementById(`${openerId}-${key}`)?.focus();
  };
  // Refusals stay in the form (its alert); on success the form and its button go, so the focus moves to
  // the list, where the notice says what happened. A 404 is a sign-in that had already ended (signed out
  // on the device itself, or from another one, since this list was loaded): what the fan asked for holds,
  // so it reads as done and the list is loaded again, rather than a refusal over a row that is gone.
  const end = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.statusCode === 404)) throw failure;
    }
    setConfirming(null);
    setNotice(done);
    region.current?.focus();
    await queryClient.invalidateQueries({ queryKey: sessionsQueryKey(ssoId) });
  };

  if (sessions.status === 'pending') return <Loader label="Loading your signed-in devices" size="small" />;
  if (sessions.status === 'error') return <FormMessage tone="error" message={failureMessage(sessions.error)} />;
  const others = sessions.data.filter((session) => !session.current);

  return (
    <div className={styles.list} ref={region} tabIndex={-1}>
      <ul className={styles.list}>
        {sessions.data.map((session) => {
          const name = deviceName(session);
          const place = placeOf(session.country);
          return (
            <li key={session.id} className={styles.item}>
              <Text size="small" weight="medium">
                {name}
                {session.current && <span className={styles.badge}>{` · ${signedInDevicesMessages.thisDevice}`}</span>}
              </Text>
              <Text size="small" tone="muted">
                {[place, `Last seen ${formatDate(session.lastSeenAt, 'matchTime')}`].filter(Boolean).join(' · ')}
              </Text>
              <Text size="small" tone="muted">{`Signed in ${formatDate(session.createdAt, 'matchTime')}`}</Text>
              {!session.current && (
                <Button
                  id={`${openerId}-${session.id}`}
                  size="small"
                  variant={buttonVariant}
                  aria-label={`${signedInDevicesMessages.signOut}: ${name}, last seen ${formatDate(session.lastSeenAt, 'matchTime')}`}
                  aria-expanded={confirming === session.id}
                  onClick={() => open(session.id)}
                >
                  {signedInDevicesMessages.signOut}
                </Button>
              )}
              {confirming === session.id && (
                <ConfirmWithPassword
                  action={`To sign out ${name}`}
                  confirmLabel={signedInDevicesMessages.signOut}
                  buttonVariant={buttonVariant}
                  onCancel={cancel}
                  onConfirm={(password) =>
                    end(async () => (await api.identity.account()).endSession(session.id, { password }), signedInDevicesMessages.endedOne)
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <>
          <Button
            id={`${openerId}-others`}
            variant={buttonVariant}
            aria-expanded={confirming === 'others'}
            onClick={() => open('others')}
          >
            {signedInDevicesMessages.signOutEverywhereElse}
          </Button>
          {confirming === 'others' && (
            <ConfirmWithPassword
              action="To sign out every other device"
              confirmLabel={signedInDevicesMessages.signOutEverywhereElse}
              buttonVariant={buttonVariant}
              onCancel={cancel}
              onConfirm={(password) =>
                end(async () => (await api.identity.account()).endOtherSessions({ password }), signedInDevicesMessages.endedOthers)
              }
            />
          )}
        </>
      ) : (
        <Text size="small">{signedInDevicesMessages.onlyThis}</Text>
      )}
      <FormMessage tone="success" message={notice} />
    </div>
  );
}
