import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { loadVideosPage } from './-components/loadVideos';
import { validateVideoSearch, videosHref } from './-components/videoSearch';
import { VideosPage } from './-components/VideosPage';

/** SPEC 2.1 /videos: Club TV, with the filters of SPEC 3 in the URL. */
export const Route = createFileRoute('/videos/')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadVideosPage(context.api, deps.search),
  head: ({ loaderData }) => {
    const first = loaderData?.results?.itemData[0] ?? loaderData?.rows[0]?.section.itemData[0];
    return pageHead({
      title: loaderData?.config.categoryData.pageTitle ?? 'Club TV',
      description:
        loaderData?.config.categoryData.metaDescription ??
        'Highlights, full match replays, interviews and live matches on Club TV.',
      path: videosHref('/videos', loaderData?.search ?? {}),
      ...(first ? { imageKey: first.mediaData.thumbnailUrl } : {}),
    });
  },
  component: function VideosRoute() {
    return <VideosPage data={Route.useLoaderData()} />;
  },
});
