import { createFileRoute } from '@tanstack/react-router';
import { SponsorList, type SponsorListSearch } from '../-components/SponsorList';
import { deskListRoute } from '../../../../studio/desk/deskListRoute';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStaffRoles } from '../../../../studio/desk/DeskGate';
import { pageOf } from '../../../../studio/listSearch';

function validateSearch(search: Record<string, unknown>): SponsorListSearch {
  const row = Number(search.row);
  return { ...(Number.isInteger(row) && row > 0 ? { row } : {}), ...pageOf(search) };
}

/** The footer's sponsor rows and one row's sponsors, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/sponsors/')({
  ...deskListRoute({ desk: 'commercial', title: 'Sponsors', validateSearch, query: deskQueries.sponsors }),
  component: SponsorsRoute,
});

function SponsorsRoute() {
  return <SponsorList search={Route.useSearch()} roles={useStaffRoles()} />;
}
