import { normaliseError } from '@club/api-client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { newsFeedLink } from '../../feeds/feedLinks';
import { pageHead } from '../../site/seo';
import { pageTitle } from '../../site/site';
import { ArticlePage } from './-components/ArticlePage';
import { articleJsonLd, jsonLdScript } from './-components/articleJsonLd';
import { loadArticle } from './-components/loadArticle';

/** SPEC 2.1's article URLs: /news/{slug} and the dated /news/{year}[/{month}[/{day}]]/{slug}. */
export const Route = createFileRoute('/news/$')({
  loader: async ({ context, params }) => {
    try {
      return await loadArticle(context.api, params._splat);
    } catch (error) {
      if (normaliseError(error).statusCode === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: pageTitle('Page not found') }] };
    const { article } = loaderData;
    const head = pageHead({
      title: article.title,
      description: article.standfirst,
      path: article.path,
      type: 'article',
      imageKey: article.imageKey,
    });
    return {
      ...head,
      links: [...head.links, newsFeedLink],
      meta: [
        ...head.meta,
        { property: 'article:published_time', content: article.publishedAt },
        { property: 'article:section', content: article.category.name },
      ],
      scripts: [jsonLdScript(articleJsonLd(article))],
    };
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { article, related } = Route.useLoaderData();
  return <ArticlePage article={article} related={related} />;
}
