import type { Package, PriceOption } from '@club/api-client';
import { ownsPackage, ownsPriceOption } from '@club/entitlements';
import { Inline, Stack, Text } from '@club/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { usePackagesContext } from '../PackagesProvider/PackagesProvider';
import { priceText } from '../priceLabel';

/** How often, and how long, the success page asks for the new entitlements while the webhook lands. */
export const entitlementPollMs = 1500;
export const entitlementPollTries = 12;

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
 */
export function PaymentSuccess({ pkg, price, ownedEnding, actions }: PaymentSuccessProps) {
  // The provider's user stays 'unknown' until hydration ends (usePackagesUser), matching the HTML.
  const { user, refreshEntitlements } = usePackagesContext();
  const owned = price ? ownsPriceOption(price, user.entitlements) : pkg ? ownsPackage(pkg, user.entitlements) : false;
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (user.loginState !== 'loggedIn' || owned) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const tick = async () => {
      tries += 1;
      await refreshEntitlements();
      if (!live) return;
      if (tries >= entitlementPollTries) setGaveUp(true);
      else timer = setTimeout(() => void tick(), entitlementPollMs);
    };
    timer = setTimeout(() => void tick(), entitlementPollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [user.loginState, owned, refreshEntitlements]);

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
