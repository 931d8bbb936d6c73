import { ApiError } from '@club/api-client';
import { dehydrate } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createSiteQueryClient, siteStaleTimeMs } from './siteQueryClient';

describe('the sites’ query client', () => {
  it('should keep hydrated data fresh for longer than a shared page can be old (5 s fresh, 30 s stale)', () => {
    expect(siteStaleTimeMs).toBeGreaterThan(35_000);
    expect(createSiteQueryClient({ server: false }).getDefaultOptions().queries?.staleTime).toBe(siteStaleTimeMs);
  });

  it('should put settled answers in the page, and not a failed one', async () => {
    const queryClient = createSiteQueryClient({ server: true });
    await queryClient.fetchQuery({ queryKey: ['ok'], queryFn: async () => 'fine' });
    await queryClient.fetchQuery({ queryKey: ['gone'], queryFn: async () => Promise.reject(notFound()) }).catch(() => undefined);
    const shouldDehydrateQuery = queryClient.getDefaultOptions().dehydrate?.shouldDehydrateQuery;
    const keys = dehydrate(queryClient, shouldDehydrateQuery ? { shouldDehydrateQuery } : {}).queries.map((query) => query.queryKey);
    expect(keys).toEqual([['ok']]);
  });

  it('should leave out of the page a query only other queries read (meta dehydrate: false)', async () => {
    const queryClient = createSiteQueryClient({ server: true });
    await queryClient.fetchQuery({ queryKey: ['page'], queryFn: async () => 'shown' });
    await queryClient.fetchQuery({ queryKey: ['read-by-page'], queryFn: async () => 'read', meta: { dehydrate: false } });
    const shouldDehydrateQuery = queryClient.getDefaultOptions().dehydrate?.shouldDehydrateQuery;
    const keys = dehydrate(queryClient, shouldDehydrateQuery ? { shouldDehydrateQuery } : {}).queries.map((query) => query.queryKey);
    expect(keys).toEqual([['page']]);
  });

  it('should retry once in the browser, but not an answer that would not change', async () => {
    const queryClient = createSiteQueryClient({ server: false });
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    const flaky = vi.fn(async () => Promise.reject(new ApiError(503, 'Service Unavailable')));
    await queryClient.fetchQuery({ queryKey: ['flaky'], queryFn: flaky }).catch(() => undefined);
    expect(flaky).toHaveBeenCalledTimes(2);
    for (const error of [notFound(), new ApiError(404, 'Not found')]) {
      const final = vi.fn(async () => Promise.reject(error));
      await queryClient.fetchQuery({ queryKey: ['final', String(error)], queryFn: final }).catch(() => undefined);
      expect(final).toHaveBeenCalledTimes(1);
    }
  });
});
