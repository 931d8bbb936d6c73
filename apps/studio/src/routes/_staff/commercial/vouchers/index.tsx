import { createFileRoute } from '@tanstack/react-router';
import { VoucherList, type VoucherListSearch } from '../-components/VoucherList';
import { deskListRoute } from '../../../../studio/desk/deskListRoute';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStaffRoles } from '../../../../studio/desk/DeskGate';
import { pageOf, wordsOf } from '../../../../studio/listSearch';

function validateSearch(search: Record<string, unknown>): VoucherListSearch {
  const q = wordsOf(search.q, 32);
  return { ...pageOf(search), ...(q ? { q } : {}) };
}

/** The vouchers: searched by code, 20 a page, newest first (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/vouchers/')({
  ...deskListRoute({ desk: 'commercial', title: 'Vouchers', validateSearch, query: deskQueries.vouchers }),
  component: VouchersRoute,
});

function VouchersRoute() {
  return <VoucherList search={Route.useSearch()} roles={useStaffRoles()} />;
}
