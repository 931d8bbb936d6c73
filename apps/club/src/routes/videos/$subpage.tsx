import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { pageTitle } from '../../site/site';
import { loadVideosSubpage } from './-components/loadVideos';
import { validateVideoSearch, videosHref } from './-components/videoSearch';
import { VideosSubpage } from './-components/VideosPage';

/** SPEC 2.1 /videos/{subpage}: a Club TV category or feed; anything else is the 404 page. */
export const Route = createFileRoute('/videos/$subpage')({
  validateSearch: validateVideoSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => loadVideosSubpage(context.api, params.subpage, deps.search),
  head: ({ loaderData, params }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const path = videosHref(`/videos/${params.subpage}`, loaderData.search);
    const first = loaderData.results.itemData[0];
    const image = first ? { imageKey: first.mediaData.thumbnailUrl } : {};
    if (loaderData.kind === 'category') {
      const { category } = loaderData;
      return pageHead({ title: category.pageTitle, description: category.metaDescription || category.description, path, ...image });
    }
    const { name } = loaderData.feed;
    const title = name === 'Club TV' ? 'All videos | Club TV' : `${name} | Club TV`;
    return pageHead({ title, description: `Every video of ${name}.`, path, ...image });
  },
  component: function VideosSubpageRoute() {
    const { subpage } = Route.useParams();
    return <VideosSubpage data={Route.useLoaderData()} path={`/videos/${subpage}`} />;
  },
});
