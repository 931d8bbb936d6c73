import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { PromoDetail } from '../-components/PromoDetail';

/** One promo: where it stands, and editing it (dates, image, address, child friendly, on or off). */
export const Route = createFileRoute('/_staff/commercial/promos/$promoID')({
  head: ({ params }) => ({ meta: [{ title: `Promo ${params.promoID} | ${siteName}` }] }),
  component: PromoRoute,
});

function PromoRoute() {
  const { promoID } = Route.useParams();
  return <PromoDetail promoID={promoID} />;
}
