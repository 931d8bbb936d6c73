import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { PromoDetail } from '../-components/PromoDetail';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { idOf } from '../../../../studio/kit/KitItemPage';

/** One promo: where it stands, and editing it (dates, image, address, child friendly, on or off). */
export const Route = createFileRoute('/_staff/commercial/promos/$promoID')({
  loader: ({ context, params }) =>
    loadDesk(context, 'commercial', async (queryClient, studio) => idOf(params.promoID) > 0 && queryClient.ensureQueryData(deskQueries.promo(studio, idOf(params.promoID)))),
  head: ({ params }) => ({ meta: [{ title: `Promo ${params.promoID} | ${siteName}` }] }),
  component: PromoRoute,
});

function PromoRoute() {
  const { promoID } = Route.useParams();
  return <PromoDetail promoID={promoID} />;
}
