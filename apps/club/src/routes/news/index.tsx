import { createFileRoute, notFound } from '@tanstack/react-router';
import { newsFeedLink } from '../../feeds/feedLinks';
import { pageHead } from '../../site/seo';
import { clubName } from '../../site/site';
import { NewsListPage } from './-components/NewsListPage';
import { newsListHref, newsListPageSize, validateNewsListSearch } from './-components/newsListSearch';

/** The news list (SPEC 2.1 /news): newest first, filtered by category, 'Load more news' by `?page=N`. */
export const Route = createFileRoute('/news/')({
  validateSearch: validateNewsListSearch,
  loaderDeps: ({ search }) => ({ category: search.category ?? null, page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const [list, categories] = await Promise.all([
      context.api.news.list({
        page: deps.page,
        pageSize: newsListPageSize,
        ...(deps.category ? { category: deps.category } : {}),
      }),
      context.api.news.categories(),
    ]);
    // A page past the end is an empty list to the platform, but a page that does not exist here.
    if (deps.page > 1 && list.data.length === 0) throw notFound();
    return { list, categories: categories.data, category: deps.category };
  },
  head: ({ loaderData }) => {
    const category = loaderData?.categories.find((item) => item.slug === loaderData.category);
    const page = loaderData?.list.meta.page ?? 1;
    const title = [category ? `${category.name} news` : 'News', ...(page > 1 ? [`page ${page}`] : [])].join(', ');
    const head = pageHead({
      title,
      description: category
        ? `The latest ${category.name} news from ${clubName}.`
        : `The latest news from ${clubName}: match reports, team news, interviews and club announcements.`,
      path: newsListHref({ ...(loaderData?.category ? { category: loaderData.category } : {}), page }),
    });
    return { ...head, links: [...head.links, newsFeedLink] };
  },
  component: NewsListRoute,
});

function NewsListRoute() {
  const { list, categories, category } = Route.useLoaderData();
  return <NewsListPage list={list} categories={categories} category={category} />;
}
