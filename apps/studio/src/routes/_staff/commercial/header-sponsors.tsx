import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { HeaderSponsors } from './-components/HeaderSponsors';

/** The club site header's three sponsor places: each one's sponsor, label, link, child friendly, on or off. */
export const Route = createFileRoute('/_staff/commercial/header-sponsors')({
  head: () => ({ meta: [{ title: `Header sponsors | ${siteName}` }] }),
  component: HeaderSponsors,
});
