import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { VoucherForm } from '../-components/VoucherForm';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

export const Route = createFileRoute('/_staff/commercial/vouchers/new')({
  // The packages and prices a voucher can grant.
  loader: ({ context }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.grantOptions(studio))),
  head: () => ({ meta: [{ title: `New voucher | ${siteName}` }] }),
  component: VoucherForm,
});
