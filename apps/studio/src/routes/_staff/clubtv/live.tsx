import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { clubTvQueries } from './-components/clubTvQueries';
import { LiveStreams } from './-components/LiveStreams';

/** `/clubtv/live`: the live streams, what their channels are doing, and each one set live, idle or disabled. */
export const Route = createFileRoute('/_staff/clubtv/live')({
  loader: ({ context }) => context.queryClient.ensureQueryData(clubTvQueries.streams(context.studio)),
  head: () => ({ meta: [{ title: `Live streams | Club TV | ${siteName}` }] }),
  component: LiveStreams,
});
