import { ApiError, type ApiClient, type ContentPage } from '@club/api-client';
import { QueryClient } from '@tanstack/react-query';
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { Route } from './$';
import { contentQueries } from './-components/contentPath';

const page = { postTitle: 'Match Tickets', fullPath: 'tickets/match-tickets' } as ContentPage;

const noRedirect: ApiClient['web']['redirect'] = async (path) => {
  throw new ApiError(404, `No redirect from ${path}`);
};

function load(splat: string, pageImpl: ApiClient['web']['page'], redirectImpl = noRedirect) {
  const api = { web: { page: vi.fn(pageImpl), redirect: vi.fn(redirectImpl) } } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loader = Route.options.loader as (options: unknown) => Promise<{ title: string; summary: string }>;
  return { api, queryClient, result: loader({ context: { api, queryClient, store: createStore() }, params: { _splat: splat } }) };
}

describe('the catch-all content route', () => {
  it('should load the page at the URL path into the query cache, and return only what the head needs', async () => {
    const { api, queryClient, result } = load('tickets/match-tickets', async () => ({ data: { ...page, summary: 'Buy tickets' } }));
    await expect(result).resolves.toEqual({ title: 'Match Tickets', summary: 'Buy tickets' });
    expect(api.web.page).toHaveBeenCalledWith('tickets/match-tickets');
    expect(queryClient.getQueryData(contentQueries.page(api, 'tickets/match-tickets').queryKey)).toMatchObject(page);
  });

  it('should answer not found for a path outside the navigation tree', async () => {
    const { result } = load('anything/not/in/the/tree', async () => {
      throw new ApiError(404, 'No page at anything/not/in/the/tree');
    });
    const error = await result.catch((caught: unknown) => caught);
    expect(isNotFound(error)).toBe(true);
  });

  it('should answer a permanent redirect to where a page that moved in the studio is now, keeping the query', async () => {
    const { api, result } = load(
      'club/academy/safeguarding',
      async (path) => {
        throw new ApiError(404, `No page at ${path}`);
      },
      async () => ({ data: { path: 'community/academy/safeguarding' } }),
    );
    const thrown = await result.catch((caught: unknown) => caught);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as Response).status).toBe(301);
    // Staff may move the page back: a browser must not keep this answer.
    expect((thrown as Response).headers.get('cache-control')).toBe('no-store');
    expect((thrown as { options: object }).options).toMatchObject({ to: '/$', params: { _splat: 'community/academy/safeguarding' }, search: true, replace: true });
    expect(api.web.redirect).toHaveBeenCalledWith('club/academy/safeguarding');
  });

  it('should not ask about redirects for an address that is a page', async () => {
    const { api, result } = load('tickets/match-tickets', async () => ({ data: { ...page, summary: '' } }));
    await result;
    expect(api.web.redirect).not.toHaveBeenCalled();
  });

  it('should answer not found without asking the platform when the path cannot be a page', async () => {
    const { api, result } = load('a/b/c/d/e/f', async () => ({ data: page }));
    expect(isNotFound(await result.catch((caught: unknown) => caught))).toBe(true);
    expect(api.web.page).not.toHaveBeenCalled();
  });

  it('should let other platform failures through to the error page with their status', async () => {
    const { result } = load('tickets', async () => {
      throw new ApiError(503, 'Service Unavailable');
    });
    await expect(result).rejects.toMatchObject({ statusCode: 503 });
  });
});
