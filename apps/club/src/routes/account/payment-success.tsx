import { loadPurchase, validatePaymentSearch } from '@club/packages-widget';
import { Container, Heading, Stack } from '@club/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ClubPackagesProvider } from '../../site/packages/ClubPackagesProvider';
import { ClubPaymentSuccess } from '../../site/packages/PaymentResult';
import { pageHead } from '../../site/seo';

/** The packages' successfulPaymentPage: what was bought, and the pass appearing on the account. */
export const Route = createFileRoute('/account/payment-success')({
  validateSearch: validatePaymentSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadPurchase(context.api, deps.search, context.queryClient),
  head: () => ({
    ...pageHead({
      title: 'Payment successful',
      description: 'Your Club TV pass is on its way to your account.',
      path: '/account/payment-success',
    }),
  }),
  component: function PaymentSuccessRoute() {
    const { pkg, price } = Route.useLoaderData();
    return (
      <Container width="narrow">
        <Stack space="large">
          <Heading level={1}>Payment successful</Heading>
          <ClubPackagesProvider>
            <ClubPaymentSuccess pkg={pkg} price={price} />
          </ClubPackagesProvider>
        </Stack>
      </Container>
    );
  },
});
