import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { videosHead, videosPageQueries } from './-components/loadVideos';
import { validateVideoSearch } from './-components/validateVideoSearch';
import { videoResults } from './-components/videoResultsOnDemand';
import { VideosPage } from './-components/VideosPage';

/** The head without the loader's answer (the error page). */
const clubTvHead = {
  title: 'Club TV',
  description: 'Highlights, full match replays, interviews and live matches on Club TV.',
  path: '/videos',
};

/**
 * SPEC 2.1 /videos: Club TV, with the filters of SPEC 3 in the URL. The page goes into the query cache;
 * the loader returns the head's input.
 */
export const Route = createFileRoute('/videos/')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const data = await context.queryClient.ensureQueryData(videosPageQueries.page(context.api, deps.search));
    if (data.results) await videoResults.load();
    return videosHead(data);
  },
  head: ({ loaderData }) => pageHead(loaderData ?? clubTvHead),
  component: function VideosRoute() {
    const { api } = Route.useRouteContext();
    const { search } = Route.useLoaderDeps();
    const { data } = useSuspenseQuery(videosPageQueries.page(api, search));
    return <VideosPage data={data} />;
  },
});
