import { newsSearchDefaultSize, type NewsSearchQuery, type NewsSearchSort } from '@club/api-client';

/** SPEC 9: the search panel shows 8 results a page. */
export const searchPageSize = newsSearchDefaultSize;
/** How long typing must pause before the search runs. */
export const searchDebounceMs = 300;

export const searchFilters = [
  { value: 'all', label: 'All results' },
  { value: 'exact', label: 'Exact Matches' },
] as const;
export type SearchFilter = (typeof searchFilters)[number]['value'];

export const searchSorts = [
  { value: 'published_date desc', label: 'Date Added' },
  { value: '_score desc', label: 'Relevance' },
] as const satisfies readonly { value: NewsSearchSort; label: string }[];

export interface SearchOptions {
  filter: SearchFilter;
  sort: NewsSearchSort;
  /** 0-based, as SPEC 4 counts pages ('a new term resets to page 0'). */
  page: number;
}

/**
 * SPEC 7's call for one page of results: the term quoted for exact matches, size 8, `start` as the
 * offset of the page's first hit. Null for a blank term: there is nothing to search for.
 */
export function searchRequest(term: string, { filter, sort, page }: SearchOptions): NewsSearchQuery | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  // Quotes inside an exact phrase would end it early; the phrase is what the fan typed, unquoted.
  const query = filter === 'exact' ? `"${trimmed.replace(/"/g, '')}"` : trimmed;
  return { query, size: searchPageSize, start: Math.max(0, page) * searchPageSize, sort };
}

/** SPEC 8's count line: 'No results', 'Showing 1 result' or 'Showing N of M results'. */
export function searchCountText(shown: number, found: number): string {
  if (found <= 0) return 'No results';
  if (found === 1) return 'Showing 1 result';
  return `Showing ${shown} of ${found} results`;
}

export function searchPageCount(found: number): number {
  return Math.max(0, Math.ceil(found / searchPageSize));
}

/** SPEC 4: previous and next stay within the pages there are (0-based). */
export function clampSearchPage(page: number, found: number): number {
  const last = Math.max(0, searchPageCount(found) - 1);
  return Math.min(Math.max(0, Math.floor(page)), last);
}

/** Where a hit leads: the article by its slug (the news route accepts the undated form). */
export function searchHitHref(slug: string): string {
  return `/news/${encodeURIComponent(slug)}`;
}
