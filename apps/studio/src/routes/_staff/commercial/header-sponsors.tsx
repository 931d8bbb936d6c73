import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { HeaderSponsors } from './-components/HeaderSponsors';
import { loadDesk } from '../../../studio/desk/loadDesk';
import { deskQueries } from '../../../studio/desk/deskQueries';

/** The club site header's three sponsor places: each one's sponsor, label, link, child friendly, on or off. */
export const Route = createFileRoute('/_staff/commercial/header-sponsors')({
  loader: ({ context }) => loadDesk(context, 'commercial', (queryClient, studio) => queryClient.ensureQueryData(deskQueries.headerSponsors(studio))),
  head: () => ({ meta: [{ title: `Header sponsors | ${siteName}` }] }),
  component: HeaderSponsors,
});
