import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { VoucherDetail } from '../-components/VoucherDetail';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

/** One voucher: what it grants, its limits, who redeemed it when, and disabling it. */
export const Route = createFileRoute('/_staff/commercial/vouchers/$code')({
  loader: ({ context, params }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.voucher(studio, params.code))),
  head: ({ params }) => ({ meta: [{ title: `Voucher ${params.code} | ${siteName}` }] }),
  component: VoucherRoute,
});

function VoucherRoute() {
  const { code } = Route.useParams();
  return <VoucherDetail code={code} />;
}
