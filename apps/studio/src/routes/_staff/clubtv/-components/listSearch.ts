import { clubTvStatuses, type ClubTvStatus } from '@club/api-client';
import { listHref, pageOf, wordsOf } from '../../../../studio/listSearch';

export type ClubTvFilter = ClubTvStatus | 'published';
/** The library's address: `/clubtv?status=ready&q=derby&page=2`; every part optional. */
export type ClubTvListSearch = { status?: ClubTvFilter; q?: string; page?: number };

export const clubTvFilters: readonly ClubTvFilter[] = [...clubTvStatuses, 'published'];

const isFilter = (value: unknown): value is ClubTvFilter => typeof value === 'string' && (clubTvFilters as readonly string[]).includes(value);

/** Keeps what the list understands and drops the rest, so a hand-edited address never breaks the page. */
export function validateClubTvListSearch(search: Record<string, unknown>): ClubTvListSearch {
  const q = wordsOf(search.q, 100);
  return {
    ...(isFilter(search.status) ? { status: search.status } : {}),
    ...(q ? { q } : {}),
    ...pageOf(search),
  };
}

export function clubTvListHref({ status, q, page }: ClubTvListSearch): string {
  return listHref('/clubtv', { status, q, page });
}
