import { createFileRoute } from '@tanstack/react-router';
import { studioQueries } from '../../../studio/queries';
import { siteName } from '../../../studio/site';
import { NewPage } from './-components/NewPage';

/** `/pages/new`: a new page in a section of the club site (the sections come from the pages list). */
export const Route = createFileRoute('/_staff/pages/new')({
  loader: ({ context }) => context.queryClient.ensureQueryData(studioQueries.pages(context.studio)),
  head: () => ({ meta: [{ title: `New page | Pages | ${siteName}` }] }),
  component: NewPage,
});
