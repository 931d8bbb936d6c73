import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { SponsorDetail } from '../-components/SponsorDetail';
import { loadDesk } from '../../../../studio/desk/loadDesk';
import { deskQueries } from '../../../../studio/desk/deskQueries';
import { idOf } from '../../../../studio/kit/KitItemPage';

/** One sponsor: editing it (name, logo, link, row, place, child friendly, published). */
export const Route = createFileRoute('/_staff/commercial/sponsors/$sponsorId')({
  // The sponsor and the rows it can move to.
  loader: ({ context, params }) =>
    loadDesk(context, 'commercial', (queryClient, studio) =>
      Promise.all([queryClient.ensureQueryData(deskQueries.sponsors(studio, {})), idOf(params.sponsorId) > 0 && queryClient.ensureQueryData(deskQueries.sponsor(studio, idOf(params.sponsorId)))]),
    ),
  head: ({ params }) => ({ meta: [{ title: `Sponsor ${params.sponsorId} | ${siteName}` }] }),
  component: SponsorRoute,
});

function SponsorRoute() {
  const { sponsorId } = Route.useParams();
  return <SponsorDetail sponsorId={sponsorId} />;
}
