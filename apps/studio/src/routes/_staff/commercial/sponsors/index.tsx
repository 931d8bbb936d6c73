import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { SponsorList, type SponsorListSearch } from '../-components/SponsorList';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

function validateSearch(search: Record<string, unknown>): SponsorListSearch {
  const page = Number(search.page);
  const row = Number(search.row);
  return { ...(Number.isInteger(row) && row > 0 ? { row } : {}), ...(Number.isInteger(page) && page > 1 ? { page } : {}) };
}

/** The footer's sponsor rows and one row's sponsors, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/sponsors/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.sponsors(studio, deps))),
  head: () => ({ meta: [{ title: `Sponsors | ${siteName}` }] }),
  component: SponsorsRoute,
});

function SponsorsRoute() {
  const { access } = Route.useRouteContext();
  return <SponsorList search={Route.useSearch()} roles={access.state === 'staff' ? access.session.roles : []} />;
}
