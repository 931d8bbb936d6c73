import { createFileRoute } from '@tanstack/react-router';
import { AdvertList, type AdvertListSearch } from '../-components/AdvertList';
import { deskListRoute } from '../../../../studio/desk/deskListRoute';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStaffRoles } from '../../../../studio/desk/DeskGate';
import { pageOf } from '../../../../studio/listSearch';

function validateSearch(search: Record<string, unknown>): AdvertListSearch {
  const slot = typeof search.slot === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.slot) ? search.slot : undefined;
  return { ...(slot ? { slot } : {}), ...pageOf(search) };
}

/** The club's advert slots and one slot's adverts, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/adverts/')({
  ...deskListRoute({ desk: 'commercial', title: 'Adverts', validateSearch, query: deskQueries.adverts }),
  component: AdvertsRoute,
});

function AdvertsRoute() {
  return <AdvertList search={Route.useSearch()} roles={useStaffRoles()} />;
}
