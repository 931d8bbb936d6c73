import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadedPageHead } from '../../site/seo';
import { videosPageQueries, videosSubpageHead } from './-components/loadVideos';
import { validateVideoSearch } from './-components/validateVideoSearch';
import { videoResults } from './-components/videoResultsOnDemand';
import { VideosSubpage } from './-components/VideosSubpage';

/** SPEC 2.1 /videos/{subpage}: a Club TV category or feed; anything else is the 404 page. */
export const Route = createFileRoute('/videos/$subpage')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The loader returns the head's input (the page travels in the query cache), once the grid's code is here.
  loader: async ({ context, params, deps }) => {
    const [data] = await Promise.all([
      context.queryClient.ensureQueryData(videosPageQueries.subpage(context.api, params.subpage, deps.search)),
      videoResults.load(),
    ]);
    return videosSubpageHead(data, params.subpage);
  },
  head: ({ loaderData }) => loadedPageHead(loaderData),
  component: function VideosSubpageRoute() {
    const { api } = Route.useRouteContext();
    const { subpage } = Route.useParams();
    const { search } = Route.useLoaderDeps();
    const { data } = useSuspenseQuery(videosPageQueries.subpage(api, subpage, search));
    return <VideosSubpage data={data} path={`/videos/${subpage}`} />;
  },
});
