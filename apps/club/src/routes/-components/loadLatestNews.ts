import type { ApiClient, NewsArticleSummary } from '@club/api-client';

/** How many of the newest articles the home page shows: one row of four on a wide screen. */
export const latestNewsCount = 4;

/**
 * The home page's newest articles. The home page is the club's front door: if news fails it still
 * opens, with the strip left out, rather than showing the error page.
 */
export async function loadLatestNews(api: ApiClient): Promise<NewsArticleSummary[]> {
  try {
    return (await api.news.list({ pageSize: latestNewsCount })).data;
  } catch {
    return [];
  }
}
