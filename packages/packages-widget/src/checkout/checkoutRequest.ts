import type { CheckoutRequest } from '@club/api-client';
import type { Package, PackagesUser, PriceOption } from '../types';

/**
 * SPEC 3 'Checkout request' for one price option. Only a proposal: the platform prices it from the
 * package and ignores the mode, amount and anything else a browser could change (SPEC 9: quantity 1,
 * promotion codes allowed, recurring → subscription, otherwise a one-off payment).
 *
 * The return URLs are the package's own pages, as relative paths: the platform resolves them against
 * the site the request came through (club or streamer) and refuses anything off the club's sites.
 * The success page is told which package and price were bought, so it can say so.
 */
export function checkoutRequest(
  pkg: Package,
  option: PriceOption,
  user: Pick<PackagesUser, 'ssoID' | 'email' | 'stripeCustomerID'>,
): CheckoutRequest {
  if (!user.ssoID || !user.email) throw new Error('A checkout needs a signed-in user');
  const success = withQuery(pkg.attributes.successfulPaymentPage, { package: pkg.id, price: option.id });
  const cancel = withQuery(pkg.attributes.cancelledPaymentPage, { package: pkg.id });
  return {
    mode: option.type === 'recurring' ? 'subscription' : 'payment',
    success_url: success,
    cancel_url: cancel,
    metadata: {
      userID: user.ssoID,
      userEmail: user.email,
      packageDescription: pkg.attributes.description,
      packageTitle: pkg.attributes.title,
      packageID: pkg.id,
    },
    line_items: [{ price: option.id, quantity: 1 }],
    allowPromotionCodes: true,
    ...(user.stripeCustomerID ? { customerID: user.stripeCustomerID } : { customerEmail: user.email }),
  };
}

function withQuery(path: string, query: Record<string, string>): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams(query).toString()}`;
}
