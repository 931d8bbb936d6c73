import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { VoucherDetail } from '../-components/VoucherDetail';

/** One voucher: what it grants, its limits, who redeemed it when, and disabling it. */
export const Route = createFileRoute('/_staff/commercial/vouchers/$code')({
  head: ({ params }) => ({ meta: [{ title: `Voucher ${params.code} | ${siteName}` }] }),
  component: VoucherRoute,
});

function VoucherRoute() {
  const { code } = Route.useParams();
  return <VoucherDetail code={code} />;
}
