import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../site/seo';
import { settingsQueries } from '../../site/settings.queries';
import { clubName, pageTitle } from '../../site/site';
import { CategoryPage } from '../-components/CategoryPage';
import { categoryPageQueries } from '../-components/categoryPageData';

/** SPEC 2.1 /category/{category}: for example /category/women. The loader returns only what the head needs. */
export const Route = createFileRoute('/category/$category')({
  loader: async ({ context, params }) => {
    const [data] = await Promise.all([
      context.queryClient.ensureQueryData(categoryPageQueries.page(context.api, params.category)),
      context.queryClient.ensureQueryData(settingsQueries.season(context.api)),
    ]);
    return { name: data.name, slug: data.slug, imageKey: data.news[0]?.imageKey ?? null };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const { name, slug, imageKey } = loaderData;
    return pageHead({
      title: name,
      description: `${name} at ${clubName}: the latest news, fixtures, results and Club TV videos.`,
      path: `/category/${slug}`,
      ...(imageKey ? { imageKey } : {}),
    });
  },
  component: function CategoryRoute() {
    const { api } = Route.useRouteContext();
    const { category } = Route.useParams();
    const { data } = useSuspenseQuery(categoryPageQueries.page(api, category));
    const { data: season } = useSuspenseQuery(settingsQueries.season(api));
    return <CategoryPage data={data} currentSeason={season.slug} />;
  },
});
