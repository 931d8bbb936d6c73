import type { ApiClient, NewsArticle, NewsArticleSummary } from '@club/api-client';
import { notFound } from '@tanstack/react-router';
import { parseNewsPath } from './newsPath';

export interface ArticleData {
  article: NewsArticle;
  related: NewsArticleSummary[];
}

/**
 * The article at a URL under /news and its four related articles, fetched side by side. A dated URL
 * goes through the platform's lookup, which answers 404 when a date part does not match. Related
 * articles are a bonus: if they fail, the article still shows.
 */
export async function loadArticle(api: ApiClient, splat: string | undefined): Promise<ArticleData> {
  const path = parseNewsPath(splat);
  if (!path) throw notFound();
  const [article, related] = await Promise.all([
    'year' in path ? api.news.lookup(path) : api.news.article(path.slug),
    api.news.related(path.slug).then(
      (response) => response.data,
      () => [],
    ),
  ]);
  return { article: article.data, related };
}
