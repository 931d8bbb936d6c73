import { ApiError, type ApiClient, type NewsArticle, type NewsArticleSummary } from '@club/api-client';
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { newsQueries } from '../../site/news.queries';
import { Route } from './$';

const article = {
  slug: 'kofi-asante-signs',
  title: 'Kofi Asante signs',
  standfirst: 'The striker joins on a two-year deal.',
  path: '/news/kofi-asante-signs',
  imageKey: 'news/kofi.jpg',
  publishedAt: '2025-07-01T10:00:00.000Z',
  author: 'Club reporter',
  tags: [],
  category: { slug: 'first-team', name: 'First Team' },
} as unknown as NewsArticle;
const related = [{ slug: 'pre-season-dates' }] as NewsArticleSummary[];

type NewsApi = ApiClient['news'];

function load(splat: string, news: Partial<NewsApi> = {}) {
  const api = {
    news: {
      article: vi.fn(async () => ({ data: article })),
      lookup: vi.fn(async () => ({ data: article })),
      related: vi.fn(async () => ({ data: related })),
      ...news,
    },
  } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loader = Route.options.loader as (options: unknown) => Promise<{ title: string }>;
  const result = loader({ context: { api, queryClient, store: createStore() }, params: { _splat: splat } });
  /** What the loader left in the query cache for the component. */
  const cached = async () => {
    await result;
    return queryClient.getQueryData(newsQueries.article(api, splat).queryKey);
  };
  return { api, result, cached };
}

describe('the news article route', () => {
  it('should load an article by its bare slug, with its related articles, and return only the input of its head', async () => {
    const { api, result, cached } = load('kofi-asante-signs');
    await expect(cached()).resolves.toEqual({ article, related });
    await expect(result).resolves.toMatchObject({ title: 'Kofi Asante signs', type: 'article', path: '/news/kofi-asante-signs' });
    expect(await result).not.toHaveProperty('article');
    expect(api.news.article).toHaveBeenCalledWith('kofi-asante-signs');
    expect(api.news.related).toHaveBeenCalledWith('kofi-asante-signs');
    expect(api.news.lookup).not.toHaveBeenCalled();
  });

  it('should look a dated URL up by its date parts', async () => {
    const { api, cached } = load('2025/07/01/kofi-asante-signs');
    await expect(cached()).resolves.toEqual({ article, related });
    expect(api.news.lookup).toHaveBeenCalledWith({ year: 2025, month: 7, day: 1, slug: 'kofi-asante-signs' });
    expect(api.news.article).not.toHaveBeenCalled();
  });

  it('should answer not found when the date does not match the article', async () => {
    const { result } = load('2024/kofi-asante-signs', {
      lookup: async () => {
        throw new ApiError(404, 'This page could not be found');
      },
    });
    expect(isNotFound(await result.catch((caught: unknown) => caught))).toBe(true);
  });

  it('should answer not found for an unknown slug', async () => {
    const { result } = load('no-such-story', {
      article: async () => {
        throw new ApiError(404, 'This page could not be found');
      },
      related: async () => {
        throw new ApiError(404, 'This page could not be found');
      },
    });
    expect(isNotFound(await result.catch((caught: unknown) => caught))).toBe(true);
  });

  it('should answer not found without asking the platform when the path cannot be an article', async () => {
    const { api, result } = load('first-team/kofi-asante-signs');
    expect(isNotFound(await result.catch((caught: unknown) => caught))).toBe(true);
    expect(api.news.article).not.toHaveBeenCalled();
    expect(api.news.lookup).not.toHaveBeenCalled();
  });

  it('should still show the article when its related articles fail', async () => {
    const { cached } = load('kofi-asante-signs', {
      related: async () => {
        throw new ApiError(503, 'Service Unavailable');
      },
    });
    await expect(cached()).resolves.toEqual({ article, related: [] });
  });

  it('should let other platform failures through to the error page with their status', async () => {
    const { result } = load('kofi-asante-signs', {
      article: async () => {
        throw new ApiError(503, 'Service Unavailable');
      },
    });
    await expect(result).rejects.toMatchObject({ statusCode: 503 });
  });
});
