import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { newsFeedLink } from '../../feeds/feedLinks';
import { newsQueries } from '../../site/news.queries';
import { pageHead } from '../../site/seo';
import { clubName } from '../../site/site';
import { NewsListPage } from './-components/NewsListPage';
import { newsListHref, newsListPageSize, validateNewsListSearch } from './-components/newsListSearch';

/**
 * The news list (SPEC 2.1 /news): newest first, filtered by category, 'Load more news' by `?page=N`. The
 * list and the categories go into the query cache; the loader returns only what the head needs.
 */
export const Route = createFileRoute('/news/')({
  validateSearch: validateNewsListSearch,
  loaderDeps: ({ search }) => ({ category: search.category ?? null, page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const [list, categories] = await Promise.all([
      context.queryClient.ensureQueryData(newsQueries.list(context.api, { ...deps, pageSize: newsListPageSize })),
      context.queryClient.ensureQueryData(newsQueries.categories(context.api)),
    ]);
    // A page past the end is an empty list to the platform, but a page that does not exist here.
    if (deps.page > 1 && list.data.length === 0) throw notFound();
    const categoryName = categories.find((item) => item.slug === deps.category)?.name ?? null;
    return { category: deps.category, categoryName, page: list.meta.page };
  },
  head: ({ loaderData }) => {
    const categoryName = loaderData?.categoryName;
    const page = loaderData?.page ?? 1;
    const title = [categoryName ? `${categoryName} news` : 'News', ...(page > 1 ? [`page ${page}`] : [])].join(', ');
    const head = pageHead({
      title,
      description: categoryName
        ? `The latest ${categoryName} news from ${clubName}.`
        : `The latest news from ${clubName}: match reports, team news, interviews and club announcements.`,
      path: newsListHref({ ...(loaderData?.category ? { category: loaderData.category } : {}), page }),
    });
    return { ...head, links: [...head.links, newsFeedLink] };
  },
  component: NewsListRoute,
});

function NewsListRoute() {
  const { api } = Route.useRouteContext();
  const { category, page } = Route.useLoaderDeps();
  const { data: list } = useSuspenseQuery(newsQueries.list(api, { category, page, pageSize: newsListPageSize }));
  const { data: categories } = useSuspenseQuery(newsQueries.categories(api));
  return <NewsListPage list={list} categories={categories} category={category} />;
}
