import { validatePaymentSearch } from '@club/packages-widget';
import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The cancelled-payment page's old URL. Checkout sessions opened before the page moved, and packages
 * whose cancelledPaymentPage still says /packages, return here: send them on for good, with the package.
 */
export const Route = createFileRoute('/packages')({
  validateSearch: validatePaymentSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account/payment-cancelled', search, statusCode: 301 });
  },
});
