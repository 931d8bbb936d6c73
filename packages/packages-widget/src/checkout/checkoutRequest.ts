import type { CheckoutRequest } from '@club/api-client';
import type { Package, PackagesUser, PriceOption } from '../types';

/**
 * SPEC 3 'Checkout request' for one price option. Only a proposal: the platform prices it from the
 * package and ignores the mode, amount and anything else a browser could change (SPEC 9: quantity 1,
 * promotion codes allowed, recurring → subscription, otherwise a one-off payment).
 *
 * The return URLs are the package's own pages on this site; the success page is told which package
 * and price were bought, so it can say so.
 */
export function checkoutRequest(
  pkg: Package,
  option: PriceOption,
  user: Pick<PackagesUser, 'ssoID' | 'email' | 'stripeCustomerID'>,
  origin: string,
): CheckoutRequest {
  if (!user.ssoID || !user.email) throw new Error('A checkout needs a signed-in user');
  const success = new URL(pkg.attributes.successfulPaymentPage, origin);
  success.searchParams.set('package', pkg.id);
  success.searchParams.set('price', option.id);
  const cancel = new URL(pkg.attributes.cancelledPaymentPage, origin);
  cancel.searchParams.set('package', pkg.id);
  return {
    mode: option.type === 'recurring' ? 'subscription' : 'payment',
    success_url: success.toString(),
    cancel_url: cancel.toString(),
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
