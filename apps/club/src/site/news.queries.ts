import { normaliseError, type ApiClient, type NewsCategorySlug } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { loadArticle } from '../routes/news/-components/loadArticle';

/**
 * The news as TanStack Query options, keyed under 'news' so whatever changes an article (the studio's
 * publishing, in another tab) is one `invalidateQueries({ queryKey: ['news'] })` away.
 */
export const newsQueries = {
  categories: (api: Pick<ApiClient, 'news'>) =>
    queryOptions({
      queryKey: ['news', 'categories'] as const,
      queryFn: async () => (await api.news.categories()).data,
    }),
  /** One page of the list, newest first, of one category or all. */
  list: (api: Pick<ApiClient, 'news'>, { category, page, pageSize }: { category: NewsCategorySlug | null; page: number; pageSize: number }) =>
    queryOptions({
      queryKey: ['news', 'list', { category, page, pageSize }] as const,
      queryFn: () => api.news.list({ page, pageSize, ...(category ? { category } : {}) }),
    }),
  /** The article at a URL under /news (the part after it), with its related articles; unknown is `notFound()`. */
  article: (api: ApiClient, splat: string | undefined) =>
    queryOptions({
      queryKey: ['news', 'article', splat ?? ''] as const,
      queryFn: async () => {
        try {
          return await loadArticle(api, splat);
        } catch (error) {
          if (normaliseError(error).statusCode === 404) throw notFound();
          throw error;
        }
      },
    }),
};
