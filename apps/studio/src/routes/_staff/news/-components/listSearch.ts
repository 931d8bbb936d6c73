import { studioArticleStatuses, type StudioArticleStatus } from '@club/api-client';
import { listHref, pageOf, wordsOf } from '../../../../studio/listSearch';

/** The list's address: `/news?status=draft&q=derby&page=2`; every part optional. */
export type NewsListSearch = { status?: StudioArticleStatus; q?: string; page?: number };

const isStatus = (value: unknown): value is StudioArticleStatus =>
  typeof value === 'string' && (studioArticleStatuses as readonly string[]).includes(value);

/** Keeps what the list understands and drops the rest, so a hand-edited address never breaks the page. */
export function validateNewsListSearch(search: Record<string, unknown>): NewsListSearch {
  const q = wordsOf(search.q, 200);
  return {
    ...(isStatus(search.status) ? { status: search.status } : {}),
    ...(q ? { q } : {}),
    ...pageOf(search),
  };
}

/** The list's address for a search, e.g. for the pages of the pagination. */
export function newsListHref({ status, q, page }: NewsListSearch): string {
  return listHref('/news', { status, q, page });
}
