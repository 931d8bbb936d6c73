import type { NewsArticle } from '@club/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { newsFeedLink } from '../../feeds/feedLinks';
import { newsQueries } from '../../site/news.queries';
import { pageHead } from '../../site/seo';
import { pageTitle } from '../../site/site';
import { ArticlePage } from './-components/ArticlePage';
import { articleJsonLd, jsonLdScript } from './-components/articleJsonLd';

/** What the article's head shows: the loader's whole answer, so the article itself travels once (in the query cache). */
function articleHeadData(article: NewsArticle) {
  return {
    title: article.title,
    standfirst: article.standfirst,
    path: article.path,
    imageKey: article.imageKey,
    publishedAt: article.publishedAt,
    section: article.category.name,
    jsonLd: articleJsonLd(article),
  };
}

/** SPEC 2.1's article URLs: /news/{slug} and the dated /news/{year}[/{month}[/{day}]]/{slug}. */
export const Route = createFileRoute('/news/$')({
  loader: async ({ context, params }) =>
    articleHeadData((await context.queryClient.ensureQueryData(newsQueries.article(context.api, params._splat))).article),
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const head = pageHead({
      title: loaderData.title,
      description: loaderData.standfirst,
      path: loaderData.path,
      type: 'article',
      imageKey: loaderData.imageKey,
    });
    return {
      ...head,
      links: [...head.links, newsFeedLink],
      meta: [
        ...head.meta,
        { property: 'article:published_time', content: loaderData.publishedAt },
        { property: 'article:section', content: loaderData.section },
      ],
      scripts: [jsonLdScript(loaderData.jsonLd)],
    };
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { api } = Route.useRouteContext();
  const { _splat } = Route.useParams();
  const { data } = useSuspenseQuery(newsQueries.article(api, _splat));
  return <ArticlePage article={data.article} related={data.related} />;
}
