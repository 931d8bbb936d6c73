import { clubConfig } from '@club/config';
import { Button, Crest, Heading, Loader, Stack, Text, TextLink } from '@club/ui';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { signOut } from '../account/accountActions';
import { entitlementLabel, initialsOf } from '../account/entitlementLabel';
import { failureMessage, noSubscriptionsMessage, subscriptionsFailedMessage } from '../account/messages';
import { useAuth } from '../AuthProvider/AuthProvider';
import { FormMessage } from '../FormMessage/FormMessage';
import { SignedInDevicesDisclosure } from '../SignedInDevices/SignedInDevicesOnDemand';
import {
  bypassedAtom,
  emailAtom,
  entitlementsAtom,
  entitlementsStatusAtom,
  ssoIDAtom,
  stripeCustomerIDAtom,
  userDisplayNameAtom,
} from '../user/user.atoms';
import * as styles from './AccountSummary.css';

export type AccountSummaryProps = {
  profileHref?: string;
  videosHref?: string;
  /** Where a fan without a payment account goes to get one. */
  packagesHref?: string;
  /** The tag of the summary's sub-headings: h3 under the panel's h2. */
  headingTag?: 'h2' | 'h3';
};

/** The bypass label of SPEC 6; the spec leaves its meaning unsaid, DESIGN.md says club staff. */
export const bypassLabel = 'Staff access';

/**
 * SPEC 2.5's account summary: club logo, profile image, welcome text, display name, account id, what the
 * user holds ('You have no subscriptions' / 'There was an issue checking your subscriptions'), buttons,
 * logout and the manage link (the payment provider's customer portal when they have a payment account).
 */
export function AccountSummary({
  profileHref = '/account/profile',
  videosHref = '/videos',
  packagesHref = '/videos/subscriptions',
  headingTag = 'h3',
}: AccountSummaryProps) {
  const store = useStore();
  const { api } = useAuth();
  const displayName = useAtomValue(userDisplayNameAtom);
  const email = useAtomValue(emailAtom);
  const ssoId = useAtomValue(ssoIDAtom);
  const bypassed = useAtomValue(bypassedAtom);
  const customerId = useAtomValue(stripeCustomerIDAtom);
  const [logout, setLogout] = useState<'idle' | 'working' | 'done'>('idle');
  const [portal, setPortal] = useState<'idle' | 'working'>('idle');
  const [error, setError] = useState<string | null>(null);

  const onLogout = async () => {
    if (logout !== 'idle') return;
    setLogout('working');
    setError(null);
    const result = await signOut(store, api);
    if (result.status === 'failed') {
      setLogout('idle');
      setError(result.message);
      return;
    }
    setLogout('done');
  };

  const onManage = async () => {
    if (!customerId || portal === 'working') return;
    setPortal('working');
    setError(null);
    try {
      const { url } = await api.payments.createPortalRedirect({ customerID: customerId, returnURL: window.location.href });
      window.location.assign(url);
    } catch (failure) {
      setPortal('idle');
      setError(failureMessage(failure));
    }
  };

  return (
    <div className={styles.summary}>
      <Crest title={clubConfig.name} size="standard" />
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(displayName ?? email)}
        </span>
        <div className={styles.names}>
          <Text size="small" tone="muted">
            Welcome back
          </Text>
          <Heading level={4} as={headingTag}>
            <span className={styles.breakable}>{displayName ?? email}</span>
          </Heading>
          {email && email !== displayName && (
            <Text size="small" tone="muted">
              <span className={styles.breakable}>{email}</span>
            </Text>
          )}
        </div>
      </div>
      {bypassed && (
        <Stack space="xxsmall">
          <span className={styles.badge}>{bypassLabel}</span>
          <Text size="small">Stream restrictions are bypassed for this account.</Text>
        </Stack>
      )}
      <Text size="small">
        Account ID: <span className={styles.breakable}>{ssoId}</span>
      </Text>
      <Subscriptions headingTag={headingTag} packagesHref={packagesHref} />
      <SignedInDevicesDisclosure headingTag={headingTag} />
      <div className={styles.actions}>
        <Button href={profileHref} variant="primary-dark">
          My Profile
        </Button>
        <Button href={videosHref} variant="ghost-dark" icon="Video">
          Club TV
        </Button>
        {customerId && (
          <Button variant="ghost-dark" onClick={onManage} aria-disabled={portal === 'working' || undefined}>
            Manage Subscriptions
          </Button>
        )}
        <Button variant="label-dark" icon="SignIn" onClick={onLogout} aria-disabled={logout !== 'idle' || undefined}>
          {logout === 'working' ? 'Logging Out…' : 'Log Out'}
        </Button>
      </div>
      <FormMessage tone="error" message={error} />
      <TextLink href={profileHref}>Manage your account details</TextLink>
    </div>
  );
}

function Subscriptions({ headingTag, packagesHref }: { headingTag: 'h2' | 'h3'; packagesHref: string }) {
  const status = useAtomValue(entitlementsStatusAtom);
  const entitlements = useAtomValue(entitlementsAtom);
  return (
    <Stack space="xsmall">
      <Heading level={5} as={headingTag}>
        Your subscriptions
      </Heading>
      {(() => {
        switch (status) {
          case 'unknown':
          case 'loading':
            return <Loader label="Checking your subscriptions" size="small" />;
          case 'held':
            return (
              <ul className={styles.list}>
                {(entitlements ?? []).map((id) => (
                  <li key={id}>
                    <Text as="span" size="small">
                      {entitlementLabel(id)}
                    </Text>
                  </li>
                ))}
              </ul>
            );
          case 'none':
            return (
              <Stack space="xsmall">
                <Text size="small">{noSubscriptionsMessage}</Text>
                <TextLink href={packagesHref}>See passes and subscriptions</TextLink>
              </Stack>
            );
          case 'error':
            return <Text size="small">{subscriptionsFailedMessage}</Text>;
          default:
            return status satisfies never;
        }
      })()}
    </Stack>
  );
}
