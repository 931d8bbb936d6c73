import { ApiError, type ApiClient, type NewsArticleSummary } from '@club/api-client';
import { describe, expect, it, vi } from 'vitest';
import { latestNewsCount, loadLatestNews } from './loadLatestNews';

const articles = [{ id: 1, title: 'Kofi Asante signs' }] as NewsArticleSummary[];

describe('loadLatestNews', () => {
  it('should ask the platform for the newest few articles', async () => {
    const list = vi.fn(async () => ({ data: articles }));
    await expect(loadLatestNews({ news: { list } } as unknown as ApiClient)).resolves.toEqual(articles);
    expect(list).toHaveBeenCalledWith({ pageSize: latestNewsCount });
  });

  it('should leave the strip out rather than fail the home page when news is down', async () => {
    const list = vi.fn(async () => {
      throw new ApiError(503, 'Service Unavailable');
    });
    await expect(loadLatestNews({ news: { list } } as unknown as ApiClient)).resolves.toEqual([]);
  });
});
