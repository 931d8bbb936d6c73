import { loadPurchase, SitePackagesProvider, usePurchase, validatePaymentSearch } from '@club/packages-widget';
import { Container, Heading, Stack } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ClubPaymentSuccess } from '../../site/packages/PaymentResult';
import { pageHead } from '../../site/seo';

/** The packages' successfulPaymentPage: what was bought, and the pass appearing on the account. */
export const Route = createFileRoute('/account/payment-success')({
  validateSearch: validatePaymentSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The package lists go into the query cache, where the page's component finds the purchase; the head needs nothing.
  loader: async ({ context, deps }) => {
    await loadPurchase(context.api, deps.search, context.queryClient);
  },
  head: () => ({
    ...pageHead({
      title: 'Payment successful',
      description: 'Your Club TV pass is on its way to your account.',
      path: '/account/payment-success',
    }),
  }),
  component: function PaymentSuccessRoute() {
    const { api } = Route.useRouteContext();
    const { pkg, price } = usePurchase(api, Route.useSearch());
    return (
      <Container width="narrow">
        <Stack space="large">
          <Heading level={1}>Payment successful</Heading>
          <SitePackagesProvider api={api}>
            <ClubPaymentSuccess pkg={pkg} price={price} />
          </SitePackagesProvider>
        </Stack>
      </Container>
    );
  },
});
