import type { Package, PackagesApi, PackagesUser, PriceOption } from '../types';
import { checkoutUnavailableMessage } from '../priceLabel';
import { checkoutRequest } from './checkoutRequest';

export type CheckoutResult = 'redirected' | 'creationFailed' | 'redirectFailed';

export interface StartCheckoutOptions {
  api: Pick<PackagesApi, 'payments'>;
  pkg: Package;
  option: PriceOption;
  user: Pick<PackagesUser, 'ssoID' | 'email' | 'stripeCustomerID'>;
  /** The page's window: `location.assign` and `alert` (and the origin a relative url is read against). */
  window: Pick<Window, 'alert'> & { location: Pick<Location, 'origin' | 'assign'> };
}

/**
 * SPEC 4 'Buying', the last step, loaded on demand (a dynamic import) so the card list stays light:
 * create the checkout, then send the browser to the provider's hosted page. A creation failure is only
 * logged (SPEC 8); a redirect that cannot happen gets the alert.
 */
export async function startCheckout({ api, pkg, option, user, window: win }: StartCheckoutOptions): Promise<CheckoutResult> {
  let url: string;
  try {
    const checkout = await api.payments.createCheckout(checkoutRequest(pkg, option, user));
    url = checkout.url;
  } catch (error) {
    console.error('Could not create a checkout', error instanceof Error ? error.message : error);
    return 'creationFailed';
  }
  try {
    // Only to an http(s) address (a relative one is the platform's own page); javascript: and the like are refused.
    const target = new URL(url, win.location.origin);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error(`Refused checkout URL ${url}`);
    win.location.assign(target.toString());
    return 'redirected';
  } catch (error) {
    console.error('Could not redirect to checkout', error instanceof Error ? error.message : error);
    win.alert(checkoutUnavailableMessage);
    return 'redirectFailed';
  }
}
