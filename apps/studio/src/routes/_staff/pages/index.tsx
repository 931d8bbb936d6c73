import { createFileRoute } from '@tanstack/react-router';
import { studioQueries } from '../../../studio/queries';
import { siteName } from '../../../studio/site';
import { PageList } from './-components/PageList';

/** The content pages of the club site's navigation tree, as the tree orders them. */
export const Route = createFileRoute('/_staff/pages/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(studioQueries.pages(context.studio)),
  head: () => ({ meta: [{ title: `Pages | ${siteName}` }] }),
  component: PageList,
});
