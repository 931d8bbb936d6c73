import { studioArticleStatuses, type StudioArticleStatus } from '@club/api-client';

/** The list's address: `/news?status=draft&q=derby&page=2`; every part optional. */
export type NewsListSearch = { status?: StudioArticleStatus; q?: string; page?: number };

const isStatus = (value: unknown): value is StudioArticleStatus =>
  typeof value === 'string' && (studioArticleStatuses as readonly string[]).includes(value);

/** Keeps what the list understands and drops the rest, so a hand-edited address never breaks the page. */
export function validateNewsListSearch(search: Record<string, unknown>): NewsListSearch {
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : '';
  return {
    ...(isStatus(search.status) ? { status: search.status } : {}),
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** The list's address for a search, e.g. for the pages of the pagination. */
export function newsListHref({ status, q, page }: NewsListSearch): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}
