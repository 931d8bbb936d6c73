import { createFileRoute, notFound } from '@tanstack/react-router';
import { siteName } from '../../../studio/site';
import { clubTvQueries } from './-components/clubTvQueries';
import { VideoDetail } from './-components/VideoDetail';

/** `/clubtv/tv-…`: one video: its transcode, its details, publishing. */
export const Route = createFileRoute('/_staff/clubtv/$id')({
  loader: async ({ context, params }) => {
    if (!/^tv-[a-f0-9]{16}$/.test(params.id)) throw notFound();
    return context.queryClient.ensureQueryData(clubTvQueries.video(context.studio, params.id));
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Video'} | Club TV | ${siteName}` }] }),
  component: function VideoDetailRoute() {
    return <VideoDetail id={Route.useParams().id} />;
  },
});
