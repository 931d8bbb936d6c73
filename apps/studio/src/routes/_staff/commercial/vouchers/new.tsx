import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { VoucherForm } from '../-components/VoucherForm';

export const Route = createFileRoute('/_staff/commercial/vouchers/new')({
  head: () => ({ meta: [{ title: `New voucher | ${siteName}` }] }),
  component: VoucherForm,
});
