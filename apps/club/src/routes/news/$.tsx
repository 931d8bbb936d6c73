import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { newsFeedLink } from '../../feeds/feedLinks';
import { newsQueries } from '../../site/news.queries';
import { loadedPageHead, pageHead } from '../../site/seo';
import { ArticlePage } from './-components/ArticlePage';
import { articleHead } from './-components/articleJsonLd';

/** SPEC 2.1's article URLs: /news/{slug} and the dated /news/{year}[/{month}[/{day}]]/{slug}. The loader returns the head's input. */
export const Route = createFileRoute('/news/$')({
  loader: async ({ context, params }) =>
    articleHead((await context.queryClient.ensureQueryData(newsQueries.article(context.api, params._splat))).article),
  head: ({ loaderData }) => {
    if (!loaderData) return loadedPageHead(loaderData);
    const head = pageHead(loaderData);
    return { ...head, links: [...head.links, newsFeedLink] };
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { api } = Route.useRouteContext();
  const { _splat } = Route.useParams();
  const { data } = useSuspenseQuery(newsQueries.article(api, _splat));
  return <ArticlePage article={data.article} related={data.related} />;
}
