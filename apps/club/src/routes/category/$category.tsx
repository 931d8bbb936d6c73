import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { clubName, pageTitle } from '../../site/site';
import { CategoryPage } from '../-components/CategoryPage';
import { loadCategoryPage } from '../-components/categoryPageData';

/** SPEC 2.1 /category/{category}: for example /category/women. */
export const Route = createFileRoute('/category/$category')({
  loader: async ({ context, params }) => {
    const [data, season] = await Promise.all([
      loadCategoryPage(context.api, params.category),
      context.api.settings.season(),
    ]);
    return { data, currentSeason: season.data.slug };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const { data } = loaderData;
    return pageHead({
      title: data.name,
      description: `${data.name} at ${clubName}: the latest news, fixtures, results and Club TV videos.`,
      path: `/category/${data.slug}`,
      ...(data.news[0] ? { imageKey: data.news[0].imageKey } : {}),
    });
  },
  component: function CategoryRoute() {
    const { data, currentSeason } = Route.useLoaderData();
    return <CategoryPage data={data} currentSeason={currentSeason} />;
  },
});
