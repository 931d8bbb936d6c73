import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadedPageHead } from '../../site/seo';
import { settingsQueries } from '../../site/settings.queries';
import { CategoryPage } from '../-components/CategoryPage';
import { categoryPageHead, categoryPageQueries } from '../-components/categoryPageData';

/** SPEC 2.1 /category/{category}: for example /category/women. The loader returns the head's input. */
export const Route = createFileRoute('/category/$category')({
  loader: async ({ context, params }) => {
    const [data] = await Promise.all([
      context.queryClient.ensureQueryData(categoryPageQueries.page(context.api, params.category)),
      context.queryClient.ensureQueryData(settingsQueries.season(context.api)),
    ]);
    return categoryPageHead(data);
  },
  head: ({ loaderData }) => loadedPageHead(loaderData),
  component: function CategoryRoute() {
    const { api } = Route.useRouteContext();
    const { category } = Route.useParams();
    const { data } = useSuspenseQuery(categoryPageQueries.page(api, category));
    const { data: season } = useSuspenseQuery(settingsQueries.season(api));
    return <CategoryPage data={data} currentSeason={season.slug} />;
  },
});
