import { loadPurchase, SitePackagesProvider, usePurchase, validatePaymentSearch } from '@club/packages-widget';
import { Container, Heading, Stack } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { StreamerPaymentSuccess } from '../../site/packages/PaymentResult';
import { pageHead } from '../../site/seo';
import { serviceName } from '../../site/site';
import * as styles from '../-components/PaymentPage.css';

/** The packages' successfulPaymentPage, on the streamer: the hosted checkout returns here after a purchase made here. */
export const Route = createFileRoute('/account/payment-success')({
  validateSearch: validatePaymentSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The package lists go into the query cache, where the page's component finds the purchase; the head needs nothing.
  loader: async ({ context, deps }) => {
    await loadPurchase(context.api, deps.search, context.queryClient);
  },
  head: () =>
    pageHead({
      title: 'Payment successful',
      description: `Your ${serviceName} pass is on its way to your account.`,
      path: '/account/payment-success',
      noindex: true,
    }),
  component: function PaymentSuccessRoute() {
    const { api } = Route.useRouteContext();
    const { pkg, price } = usePurchase(api, Route.useSearch());
    return (
      <div className={styles.page}>
        <Container width="narrow">
          <Stack space="large">
            <Heading level={1}>Payment successful</Heading>
            <SitePackagesProvider api={api}>
              <StreamerPaymentSuccess pkg={pkg} price={price} />
            </SitePackagesProvider>
          </Stack>
        </Container>
      </div>
    );
  },
});
