import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { SponsorDetail } from '../-components/SponsorDetail';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { idOf } from '../../../../studio/kit/KitItemPage';

/** One sponsor: editing it (name, logo, link, row, place, child friendly, published). */
export const Route = createFileRoute('/_staff/commercial/sponsors/$sponsorID')({
  // The sponsor and the rows it can move to.
  loader: ({ context, params }) =>
    loadDesk(context, 'commercial', (queryClient, studio) =>
      Promise.all([queryClient.ensureQueryData(deskQueries.sponsors(studio, {})), idOf(params.sponsorID) > 0 && queryClient.ensureQueryData(deskQueries.sponsor(studio, idOf(params.sponsorID)))]),
    ),
  head: ({ params }) => ({ meta: [{ title: `Sponsor ${params.sponsorID} | ${siteName}` }] }),
  component: SponsorRoute,
});

function SponsorRoute() {
  const { sponsorID } = Route.useParams();
  return <SponsorDetail sponsorID={sponsorID} />;
}
