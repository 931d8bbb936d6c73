import { clubTvStatuses, type ClubTvStatus } from '@club/api-client';

export type ClubTvFilter = ClubTvStatus | 'published';
/** The library's address: `/clubtv?status=ready&q=derby&page=2`; every part optional. */
export type ClubTvListSearch = { status?: ClubTvFilter; q?: string; page?: number };

export const clubTvFilters: readonly ClubTvFilter[] = [...clubTvStatuses, 'published'];

const isFilter = (value: unknown): value is ClubTvFilter => typeof value === 'string' && (clubTvFilters as readonly string[]).includes(value);

/** Keeps what the list understands and drops the rest, so a hand-edited address never breaks the page. */
export function validateClubTvListSearch(search: Record<string, unknown>): ClubTvListSearch {
  const page = Number(search.page);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  return {
    ...(isFilter(search.status) ? { status: search.status } : {}),
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

export function clubTvListHref({ status, q, page }: ClubTvListSearch): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/clubtv?${query}` : '/clubtv';
}
