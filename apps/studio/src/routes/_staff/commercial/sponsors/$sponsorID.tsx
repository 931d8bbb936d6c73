import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../studio/site';
import { SponsorDetail } from '../-components/SponsorDetail';

/** One sponsor: editing it (name, logo, link, row, place, child friendly, published). */
export const Route = createFileRoute('/_staff/commercial/sponsors/$sponsorID')({
  head: ({ params }) => ({ meta: [{ title: `Sponsor ${params.sponsorID} | ${siteName}` }] }),
  component: SponsorRoute,
});

function SponsorRoute() {
  const { sponsorID } = Route.useParams();
  return <SponsorDetail sponsorID={sponsorID} />;
}
