import type { ApiClient, NewsListResponse } from '@club/api-client';
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { newsQueries } from '../../site/news.queries';
import { Route } from './index';

const categories = [{ slug: 'women', name: 'Women', count: 30 }];
const listOf = (page: number, count: number): NewsListResponse => ({
  data: Array.from({ length: count }, (_, index) => ({ id: page * 100 + index }) as NewsListResponse['data'][number]),
  meta: { total: 30, page, pageSize: 12, pageCount: 3 },
});

function load(deps: { category: string | null; page: number }, list: NewsListResponse) {
  const api = {
    news: { list: vi.fn(async () => list), categories: vi.fn(async () => ({ data: categories })) },
  } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loader = Route.options.loader as (options: unknown) => Promise<unknown>;
  return { api, queryClient, result: loader({ context: { api, queryClient, store: createStore() }, deps }) };
}

describe('the news list route', () => {
  it('should load the first page of every category, and the categories for the chips', async () => {
    const list = listOf(1, 12);
    const { api, queryClient, result } = load({ category: null, page: 1 }, list);
    // The list and the categories go into the query cache; the loader returns the head's input.
    await expect(result).resolves.toMatchObject({ title: 'News', path: '/news' });
    expect(queryClient.getQueryData(newsQueries.list(api, { category: null, page: 1, pageSize: 12 }).queryKey)).toBe(list);
    expect(queryClient.getQueryData(newsQueries.categories(api).queryKey)).toEqual(categories);
    expect(api.news.list).toHaveBeenCalledWith({ page: 1, pageSize: 12 });
  });

  it('should load the page and category of the URL', async () => {
    const { api, result } = load({ category: 'women', page: 2 }, listOf(2, 12));
    await expect(result).resolves.toMatchObject({ title: 'Women news, page 2', path: '/news?category=women&page=2' });
    expect(api.news.list).toHaveBeenCalledWith({ page: 2, pageSize: 12, category: 'women' });
  });

  it('should answer not found for a page past the end', async () => {
    const { result } = load({ category: null, page: 9 }, listOf(9, 0));
    expect(isNotFound(await result.catch((caught: unknown) => caught))).toBe(true);
  });

  it('should take its loader dependencies from the search params', () => {
    const loaderDeps = Route.options.loaderDeps as (options: { search: object }) => unknown;
    expect(loaderDeps({ search: {} })).toEqual({ category: null, page: 1 });
    expect(loaderDeps({ search: { category: 'u18', page: 3 } })).toEqual({ category: 'u18', page: 3 });
  });
});
