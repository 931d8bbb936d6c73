import { loadPurchase, usePurchase, validatePaymentSearch } from '@club/packages-widget';
import { Container, Heading, Stack } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { StreamerPaymentCancelled } from '../../site/packages/PaymentResult';
import { pageHead } from '../../site/seo';
import * as styles from '../-components/PaymentPage.css';

/** The packages' cancelledPaymentPage, on the streamer: the viewer left the hosted checkout without paying. */
export const Route = createFileRoute('/account/payment-cancelled')({
  validateSearch: validatePaymentSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The package lists go into the query cache, where the page's component finds the purchase; the head needs nothing.
  loader: async ({ context, deps }) => {
    await loadPurchase(context.api, deps.search, context.queryClient);
  },
  head: () =>
    pageHead({
      title: 'Payment cancelled',
      description: 'Your payment was cancelled and you have not been charged.',
      path: '/account/payment-cancelled',
      noindex: true,
    }),
  component: function PaymentCancelledRoute() {
    const { api } = Route.useRouteContext();
    const { pkg } = usePurchase(api, Route.useSearch());
    return (
      <div className={styles.page}>
        <Container width="narrow">
          <Stack space="large">
            <Heading level={1}>Payment cancelled</Heading>
            <StreamerPaymentCancelled pkg={pkg} />
          </Stack>
        </Container>
      </div>
    );
  },
});
