import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { PromoList, type PromoListSearch } from '../-components/PromoList';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';

function validateSearch(search: Record<string, unknown>): PromoListSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** The promo overlays in the order the sites pick from, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/promos/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.promos(studio, deps))),
  head: () => ({ meta: [{ title: `Promos | ${siteName}` }] }),
  component: PromosRoute,
});

function PromosRoute() {
  const { access } = Route.useRouteContext();
  return <PromoList search={Route.useSearch()} roles={access.state === 'staff' ? access.session.roles : []} />;
}
