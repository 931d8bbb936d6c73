import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { videosPageQueries } from './-components/loadVideos';
import { videoResults } from './-components/videoResultsOnDemand';
import { validateVideoSearch, videosHref } from './-components/videoSearch';
import { VideosPage } from './-components/VideosPage';

/**
 * SPEC 2.1 /videos: Club TV, with the filters of SPEC 3 in the URL. The page goes into the query cache;
 * the loader returns only what the head needs.
 */
export const Route = createFileRoute('/videos/')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const data = await context.queryClient.ensureQueryData(videosPageQueries.page(context.api, deps.search));
    if (data.results) await videoResults.load();
    const first = data.results?.itemData[0] ?? data.rows[0]?.section.itemData[0];
    return {
      title: data.config.categoryData.pageTitle,
      description: data.config.categoryData.metaDescription,
      search: data.search,
      imageKey: first?.mediaData.thumbnailUrl ?? null,
    };
  },
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData?.title ?? 'Club TV',
      description: loaderData?.description ?? 'Highlights, full match replays, interviews and live matches on Club TV.',
      path: videosHref('/videos', loaderData?.search ?? {}),
      ...(loaderData?.imageKey ? { imageKey: loaderData.imageKey } : {}),
    }),
  component: function VideosRoute() {
    const { api } = Route.useRouteContext();
    const { search } = Route.useLoaderDeps();
    const { data } = useSuspenseQuery(videosPageQueries.page(api, search));
    return <VideosPage data={data} />;
  },
});
