import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { AdvertDetail } from '../-components/AdvertDetail';

/** One advert: where it stands, and editing it (name, images, address, window, child friendly, on or off). */
export const Route = createFileRoute('/_staff/commercial/adverts/$advertID')({
  head: ({ params }) => ({ meta: [{ title: `Advert ${params.advertID} | ${siteName}` }] }),
  component: AdvertRoute,
});

function AdvertRoute() {
  const { advertID } = Route.useParams();
  return <AdvertDetail advertID={advertID} />;
}
