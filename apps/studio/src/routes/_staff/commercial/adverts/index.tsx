import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { AdvertList, type AdvertListSearch } from '../-components/AdvertList';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

function validateSearch(search: Record<string, unknown>): AdvertListSearch {
  const page = Number(search.page);
  const slot = typeof search.slot === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.slot) ? search.slot : undefined;
  return { ...(slot ? { slot } : {}), ...(Number.isInteger(page) && page > 1 ? { page } : {}) };
}

/** The club's advert slots and one slot's adverts, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/adverts/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.adverts(studio, deps))),
  head: () => ({ meta: [{ title: `Adverts | ${siteName}` }] }),
  component: AdvertsRoute,
});

function AdvertsRoute() {
  const { access } = Route.useRouteContext();
  return <AdvertList search={Route.useSearch()} roles={access.state === 'staff' ? access.session.roles : []} />;
}
