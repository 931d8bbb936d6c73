import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { newsFeedLink } from '../../feeds/feedLinks';
import { newsQueries } from '../../site/news.queries';
import { pageHead } from '../../site/seo';
import { NewsListPage } from './-components/NewsListPage';
import { newsListHead, newsListPageSize } from './-components/newsListSearch';
import { allNewsHead, validateNewsListSearch } from './-components/validateNewsListSearch';

/**
 * The news list (SPEC 2.1 /news): newest first, filtered by category, 'Load more news' by `?page=N`. The
 * list and the categories go into the query cache; the loader returns the head's input.
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
    return newsListHead(deps.category, categoryName, list.meta.page);
  },
  // Without the loader's answer (a page past the end), the head of the whole list's first page.
  head: ({ loaderData }) => {
    const head = pageHead(loaderData ?? allNewsHead);
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
