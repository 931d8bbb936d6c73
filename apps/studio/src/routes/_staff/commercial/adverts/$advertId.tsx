import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { AdvertDetail } from '../-components/AdvertDetail';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { idOf } from '../../../../studio/kit/KitItemPage';

/** One advert: where it stands, and editing it (name, images, address, window, child friendly, on or off). */
export const Route = createFileRoute('/_staff/commercial/adverts/$advertId')({
  // The advert and the slots it can be put in or taken out of.
  loader: ({ context, params }) =>
    loadDesk(context, 'commercial', (queryClient, studio) =>
      Promise.all([queryClient.ensureQueryData(deskQueries.adverts(studio, {})), idOf(params.advertId) > 0 && queryClient.ensureQueryData(deskQueries.advert(studio, idOf(params.advertId)))]),
    ),
  head: ({ params }) => ({ meta: [{ title: `Advert ${params.advertId} | ${siteName}` }] }),
  component: AdvertRoute,
});

function AdvertRoute() {
  const { advertId } = Route.useParams();
  return <AdvertDetail advertId={advertId} />;
}
