import { createFileRoute } from '@tanstack/react-router';
import { studioQueries } from '../../../studio/queries';
import { siteName } from '../../../studio/site';
import { validateNewsListSearch } from './-components/listSearch';
import { NewsList } from './-components/NewsList';

/** The newsroom's articles: by status, searched, 20 a page, newest change first (paged by the platform). */
export const Route = createFileRoute('/_staff/news/')({
  validateSearch: validateNewsListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(studioQueries.articles(context.studio, deps)),
  head: () => ({ meta: [{ title: `Newsroom | ${siteName}` }] }),
  component: NewsListRoute,
});

function NewsListRoute() {
  const search = Route.useSearch();
  return <NewsList search={search} />;
}
