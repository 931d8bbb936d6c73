import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { VoucherList, type VoucherListSearch } from '../-components/VoucherList';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

function validateSearch(search: Record<string, unknown>): VoucherListSearch {
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 32) : '';
  return { ...(Number.isInteger(page) && page > 1 ? { page } : {}), ...(q ? { q } : {}) };
}

/** The vouchers: searched by code, 20 a page, newest first (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/vouchers/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.vouchers(studio, deps))),
  head: () => ({ meta: [{ title: `Vouchers | ${siteName}` }] }),
  component: VouchersRoute,
});

function VouchersRoute() {
  const { access } = Route.useRouteContext();
  return <VoucherList search={Route.useSearch()} roles={access.state === 'staff' ? access.session.roles : []} />;
}
