import { ApiError, studioFanQuerySchema, type StudioFan } from '@club/api-client';
import { Button, Checkbox, Heading, Loader, Text, TextField, toIsoDateTime, VisuallyHidden } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import * as styles from '../../../../studio/desk/desk.css';
import { londonDateTime } from '../../../../studio/kit/windowText';
import { CompPassForm } from './CompPassForm';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** SPEC 8's words for a blocked account: what the fan is told wherever they are refused. */
const blockedWords = 'Your account has been blocked by an administrator';

const statusLabels: Record<StudioFan['status'], string> = {
  active: 'Active',
  blocked: 'Blocked',
  unconfirmed: 'Not confirmed yet',
  'password-change-required': 'Must set a new password',
};

const sourceLabels: Record<StudioFan['grants'][number]['source'], string> = {
  subscription: 'Subscription',
  payment: 'One-off payment',
  voucher: 'Voucher',
  seed: 'Demo data',
};

export function FansDesk({ email }: { email: string | undefined }) {
  const studio = useStudioApi();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(email ?? '');
  const [touched, setTouched] = useState(false);
  const check = studioFanQuerySchema.safeParse({ email: typed });
  const fieldError = touched && !check.success ? (check.error.issues[0]?.message ?? 'Give the whole email address.') : undefined;
  const fan = useQuery({ ...deskQueries.fan(studio, email ?? ''), enabled: Boolean(email) });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (check.success) void navigate({ to: '/fans', search: { email: check.data.email } });
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Fans
        </Heading>
        <Button href="/staff" variant="ghost-dark" icon="Account">
          Staff roles
        </Button>
      </div>
      <form className={styles.search} role="search" onSubmit={onSearch} noValidate>
        <TextField
          type="email"
          label="Fan's email"
          name="email"
          hint="The whole address the fan signs in with"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setTouched(true);
          }}
          error={fieldError}
        />
        <Button type="submit" variant="ghost-dark" icon="Search">
          Find
        </Button>
      </form>
      {email && fan.status === 'pending' && <Loader label="Looking for the account" />}
      {email && fan.status === 'error' && (
        <Text tone={fan.error instanceof ApiError && fan.error.statusCode === 404 ? 'default' : 'critical'}>
          {fan.error instanceof ApiError && fan.error.statusCode === 404 ? `No account has the email ${email}.` : refusalOf(fan.error, 'The account could not be loaded. Try again.')}
        </Text>
      )}
      {email && fan.status === 'success' && <FanAccount fan={fan.data} email={email} />}
    </div>
  );
}

function FanAccount({ fan, email }: { fan: StudioFan; email: string }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const saved = (message: string) => (next: StudioFan) => {
    queryClient.setQueryData(studioKeys.fan(email), next);
    setRefusal(null);
    setDone(message);
  };
  const failed = (error: unknown) => setRefusal(refusalOf(error, 'That did not work. Check your connection and try again.'));
  const block = useMutation({
    mutationFn: (blocked: boolean) => studio.fans.setBlocked(fan.sub, blocked),
    onSuccess: (next, blocked) => saved(blocked ? `${fan.email} is blocked.` : `${fan.email} is no longer blocked.`)(next),
    onError: failed,
  });
  const endSessions = useMutation({
    mutationFn: () => studio.fans.endSessions(fan.sub),
    onSuccess: (next) => saved(`Every session of ${fan.email} has ended: every device is signed out.`)(next),
    onError: failed,
  });
  const bypass = useMutation({
    mutationFn: (bypassed: boolean) => studio.fans.setBypass(fan.sub, bypassed),
    onSuccess: (next, bypassed) => saved(bypassed ? 'The staff bypass is on.' : 'The staff bypass is off.')(next),
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: (code: string) => studio.fans.revokeComp(fan.sub, code),
    onSuccess: (next, code) => saved(`The complimentary pass ${code} is revoked: ${fan.email} no longer holds it.`)(next),
    onError: failed,
  });
  const blocked = fan.status === 'blocked';

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="fan-heading">
        <div className={styles.top}>
          <Heading level={3} as="h2" id="fan-heading">
            {fan.name}
          </Heading>
          <span className={styles.badge} data-state={blocked ? 'blocked' : 'active'}>
            {statusLabels[fan.status]}
          </span>
        </div>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>{fan.email}</dd>
          <dt>Joined</dt>
          <dd>
            <time dateTime={toIsoDateTime(fan.createdAt)}>{londonDateTime(fan.createdAt)}</time>
          </dd>
          <dt>Holds now</dt>
          <dd>{fan.entitlements.length > 0 ? fan.entitlements.join(', ') : 'Nothing'}</dd>
          <dt>Signed in on</dt>
          <dd>{fan.activeSessions === 1 ? '1 device' : `${fan.activeSessions} devices`}</dd>
        </dl>
        {blocked && <Text>The fan cannot sign in, buy or redeem, and any stream stops with “{blockedWords}”.</Text>}
        <Text size="small">Blocking, or “End all sessions”, signs the fan out on every device at once.</Text>
        <div className={styles.actions}>
          <Button variant={blocked ? 'primary-dark' : 'ghost-dark'} onClick={() => block.mutate(!blocked)} aria-disabled={block.isPending || undefined}>
            {blocked ? 'Unblock' : 'Block'}
          </Button>
          <Button variant="ghost-dark" onClick={() => endSessions.mutate()} aria-disabled={endSessions.isPending || undefined}>
            End all sessions
          </Button>
        </div>
        <Checkbox
          label="Staff bypass"
          name="bypass"
          hint="Every stream plays, whatever the account holds, and the player shows the bypass label"
          checked={fan.bypassed}
          onChange={(next) => bypass.mutate(next)}
          disabled={bypass.isPending}
        />
        <p className={styles.hint} role="status">
          {done}
        </p>
        <FormAlert message={refusal} />
      </section>
      <CompPassForm fan={fan} onGiven={saved('The complimentary pass is given.')} />
      <GrantsTable fan={fan} onRevoke={(code) => revoke.mutate(code)} revoking={revoke.isPending} />
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption>Subscriptions ({fan.subscriptions.length})</caption>
          <thead>
            <tr>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
              <th scope="col">Current period ends (London)</th>
            </tr>
          </thead>
          <tbody>
            {fan.subscriptions.length === 0 && (
              <tr>
                <td colSpan={3}>No subscriptions.</td>
              </tr>
            )}
            {fan.subscriptions.map((subscription) => (
              <tr key={subscription.id}>
                <td>{subscription.priceId}</td>
                <td>
                  {subscription.status}
                  {subscription.cancelAtPeriodEnd ? ', ends at the period end' : ''}
                </td>
                <td>{subscription.currentPeriodEnd ? londonDateTime(subscription.currentPeriodEnd) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption>Voucher redemptions ({fan.redemptions.length})</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Redeemed (London)</th>
            </tr>
          </thead>
          <tbody>
            {fan.redemptions.length === 0 && (
              <tr>
                <td colSpan={2}>No vouchers redeemed.</td>
              </tr>
            )}
            {fan.redemptions.map((redemption) => (
              <tr key={redemption.code}>
                <td>{redemption.code}</td>
                <td>{londonDateTime(redemption.redeemedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function GrantsTable({ fan, onRevoke, revoking }: { fan: StudioFan; onRevoke: (code: string) => void; revoking: boolean }) {
  // One button per complimentary pass still held (a pass may grant several entitlements: one row each).
  const revokeOn = new Set<StudioFan['grants'][number]>();
  const seen = new Set<string>();
  for (const grant of fan.grants) {
    if (!grant.current || grant.source !== 'voucher' || !grant.sourceId.startsWith('COMP-') || seen.has(grant.sourceId)) continue;
    seen.add(grant.sourceId);
    revokeOn.add(grant);
  }
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>Entitlements and purchases ({fan.grants.length})</caption>
        <thead>
          <tr>
            <th scope="col">Entitlement</th>
            <th scope="col">From</th>
            <th scope="col">Reference</th>
            <th scope="col">Until (London)</th>
            <th scope="col">Held now</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {fan.grants.length === 0 && (
            <tr>
              <td colSpan={6}>Nothing bought, redeemed or given.</td>
            </tr>
          )}
          {fan.grants.map((grant) => (
            <tr key={`${grant.source}-${grant.sourceId}-${grant.entitlement}`}>
              <td>{grant.entitlement}</td>
              <td>{sourceLabels[grant.source]}</td>
              <td>{grant.sourceId}</td>
              <td>{grant.revokedAt ? `Revoked ${londonDateTime(grant.revokedAt)}` : grant.validUntil ? londonDateTime(grant.validUntil) : 'For good'}</td>
              <td>{grant.current ? 'Yes' : 'No'}</td>
              <td>
                {revokeOn.has(grant) && (
                  <Button size="small" variant="ghost-dark" onClick={() => onRevoke(grant.sourceId)} aria-disabled={revoking || undefined}>
                    {`Revoke ${grant.sourceId}`}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
