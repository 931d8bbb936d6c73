import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { PromoDetail } from '../-components/PromoDetail';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { idOf } from '../../../../studio/kit/KitItemPage';

/** One promo: where it stands, and editing it (dates, image, address, child friendly, on or off). */
export const Route = createFileRoute('/_staff/commercial/promos/$promoId')({
  loader: ({ context, params }) =>
    loadDesk(context, 'commercial', async (queryClient, studio) => idOf(params.promoId) > 0 && queryClient.ensureQueryData(deskQueries.promo(studio, idOf(params.promoId)))),
  head: ({ params }) => ({ meta: [{ title: `Promo ${params.promoId} | ${siteName}` }] }),
  component: PromoRoute,
});

function PromoRoute() {
  const { promoId } = Route.useParams();
  return <PromoDetail promoId={promoId} />;
}
