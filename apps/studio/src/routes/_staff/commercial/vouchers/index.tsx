import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { VoucherList, type VoucherListSearch } from '../-components/VoucherList';

function validateSearch(search: Record<string, unknown>): VoucherListSearch {
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 32) : '';
  return { ...(Number.isInteger(page) && page > 1 ? { page } : {}), ...(q ? { q } : {}) };
}

/** The vouchers: searched by code, 20 a page, newest first (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/vouchers/')({
  validateSearch,
  head: () => ({ meta: [{ title: `Vouchers | ${siteName}` }] }),
  component: VouchersRoute,
});

function VouchersRoute() {
  return <VoucherList search={Route.useSearch()} />;
}
