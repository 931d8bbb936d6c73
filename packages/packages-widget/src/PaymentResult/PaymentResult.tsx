import type { Package, PriceOption } from '@club/api-client';
import { ownsPackage, ownsPriceOption } from '@club/entitlements';
import { Inline, Stack, Text } from '@club/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { packagesQueries } from '../packages.queries';
import { usePackagesContext } from '../PackagesProvider/PackagesProvider';
import { priceText } from '../priceLabel';

/** How often, and how long, the success page asks for the new entitlements while the webhook lands. */
export const entitlementPollMs = 1500;
export const entitlementPollTries = 12;

/** How many answers the re-check has had (a failed one counts: it does not fail forever either). */
const answers = (state: { dataUpdateCount: number; errorUpdateCount: number } | undefined) =>
  state ? state.dataUpdateCount + state.errorUpdateCount : 0;

export interface PaymentSuccessProps {
  pkg: Package | null;
  price: PriceOption | null;
  /** What owning the pass means on this site, after '<title> is now on your account: '. */
  ownedEnding: string;
  /** The site's next steps (its own links, so this package never needs the router). */
  actions: ReactNode;
}

/**
 * The checkout's return page on either site: says what was bought and re-runs the entitlement check
 * until the pass shows (the payment provider's webhook may land a moment after the browser does), so
 * the account panel and every padlock open without a reload.
 *
 * The re-check is the viewer's entitlements query polling (`refetchInterval`): each answer goes through
 * @club/auth's own action into the atoms every lock reads, and the polling stops once the pass is
 * there (or after `entitlementPollTries` answers without it).
 */
export function PaymentSuccess({ pkg, price, ownedEnding, actions }: PaymentSuccessProps) {
  // The provider's user stays 'unknown' until hydration ends (@club/auth's useViewer), matching the HTML.
  const { user, refreshEntitlements } = usePackagesContext();
  const grants = (entitlements: readonly string[] | null | undefined) =>
    price ? ownsPriceOption(price, entitlements ?? null) : pkg ? ownsPackage(pkg, entitlements ?? null) : false;
  const owned = grants(user.entitlements);
  const queryClient = useQueryClient();
  const entitlementsQuery = packagesQueries.viewerEntitlements(user.ssoID, refreshEntitlements);
  const recheck = useQuery({
    ...entitlementsQuery,
    enabled: user.loginState === 'loggedIn' && !owned,
    // The login check has just read them: they start the query (as of now), so the first re-read waits
    // one interval instead of repeating it.
    initialData: user.entitlements,
    staleTime: entitlementPollMs,
    // A fan who switches tab while the webhook lands comes back to the pass, not to a stale page.
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      grants(query.state.data) || answers(query.state) >= entitlementPollTries ? false : entitlementPollMs,
  });
  // Reading when the last answer came re-renders on every answer, an unchanged one included.
  const lastAnswerAt = Math.max(recheck.dataUpdatedAt, recheck.errorUpdatedAt);
  const gaveUp =
    !owned && lastAnswerAt > 0 && answers(queryClient.getQueryState(entitlementsQuery.queryKey)) >= entitlementPollTries;

  const title = pkg?.attributes.title ?? 'your pass';
  const bought = pkg ? `${pkg.attributes.title}${price ? ` (${priceText(price)})` : ''}` : 'your pass';
  let status: string;
  if (owned) status = `${pkg ? pkg.attributes.title : 'Your pass'} is now on your account: ${ownedEnding}`;
  else if (user.loginState === 'loggedOut') status = `Log in to see ${title} on your account.`;
  else if (gaveUp)
    status = 'Your payment was received. Your pass can take a few minutes to appear: refresh this page or check your account.';
  else status = `Adding ${title} to your account…`;

  return (
    <Stack space="large">
      <Text size="large">Thank you for buying {bought}.</Text>
      <div role="status" data-state={owned ? 'owned' : gaveUp ? 'delayed' : 'checking'}>
        <Text weight="strong">{status}</Text>
      </div>
      <Inline space="small">{actions}</Inline>
    </Stack>
  );
}

export interface PaymentCancelledProps {
  pkg: Package | null;
  /** The site's way back to its packages. */
  actions: ReactNode;
}

/** The checkout's cancel page on either site: nothing was charged; back to the packages. */
export function PaymentCancelled({ pkg, actions }: PaymentCancelledProps) {
  return (
    <Stack space="large">
      <Text size="large">
        Your payment{pkg ? ` for ${pkg.attributes.title}` : ''} was cancelled and you have not been charged.
      </Text>
      <Inline space="small">{actions}</Inline>
    </Stack>
  );
}
