import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { PromoList, type PromoListSearch } from '../-components/PromoList';

function validateSearch(search: Record<string, unknown>): PromoListSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** The promo overlays in the order the sites pick from, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/promos/')({
  validateSearch,
  head: () => ({ meta: [{ title: `Promos | ${siteName}` }] }),
  component: PromosRoute,
});

function PromosRoute() {
  return <PromoList search={Route.useSearch()} />;
}
