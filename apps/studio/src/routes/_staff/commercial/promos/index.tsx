import { createFileRoute } from '@tanstack/react-router';
import { PromoList } from '../-components/PromoList';
import { deskListRoute } from '../../../../studio/desk/deskListRoute';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { useStaffRoles } from '../../../../studio/desk/DeskGate';
import { pageOf } from '../../../../studio/listSearch';

/** The promo overlays in the order the sites pick from, 20 a page (paged by the platform). */
export const Route = createFileRoute('/_staff/commercial/promos/')({
  ...deskListRoute({ desk: 'commercial', title: 'Promos', validateSearch: pageOf, query: deskQueries.promos }),
  component: PromosRoute,
});

function PromosRoute() {
  return <PromoList search={Route.useSearch()} roles={useStaffRoles()} />;
}
