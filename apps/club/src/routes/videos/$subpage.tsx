import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { pageTitle } from '../../site/site';
import { videosPageQueries, type VideosSubpageData } from './-components/loadVideos';
import { videoResults } from './-components/videoResultsOnDemand';
import { validateVideoSearch, videosHref } from './-components/videoSearch';
import { VideosSubpage } from './-components/VideosSubpage';

/** What a Club TV category's or feed's head shows: all its loader returns (the page travels in the query cache). */
function subpageHeadData(data: VideosSubpageData, subpage: string) {
  const path = videosHref(`/videos/${subpage}`, data.search);
  const imageKey = data.results.itemData[0]?.mediaData.thumbnailUrl ?? null;
  if (data.kind === 'category') {
    const { category } = data;
    return { title: category.pageTitle, description: category.metaDescription || category.description, path, imageKey };
  }
  const { name } = data.feed;
  const title = name === 'Club TV' ? 'All videos | Club TV' : `${name} | Club TV`;
  return { title, description: `Every video of ${name}.`, path, imageKey };
}

/** SPEC 2.1 /videos/{subpage}: a Club TV category or feed; anything else is the 404 page. */
export const Route = createFileRoute('/videos/$subpage')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps }) => {
    const [data] = await Promise.all([
      context.queryClient.ensureQueryData(videosPageQueries.subpage(context.api, params.subpage, deps.search)),
      videoResults.load(),
    ]);
    return subpageHeadData(data, params.subpage);
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const { imageKey, ...head } = loaderData;
    return pageHead({ ...head, ...(imageKey ? { imageKey } : {}) });
  },
  component: function VideosSubpageRoute() {
    const { api } = Route.useRouteContext();
    const { subpage } = Route.useParams();
    const { search } = Route.useLoaderDeps();
    const { data } = useSuspenseQuery(videosPageQueries.subpage(api, subpage, search));
    return <VideosSubpage data={data} path={`/videos/${subpage}`} />;
  },
});
