// Search-param parsing the route tree needs for `validateSearch`, which runs before a route's chunk is
// there; so it stays small, and what the pages do with their params is in their chunks (issue 13).

const maxPage = 10_000;

/**
 * A list's `?page=`: a whole number above 1 (page 1 is left out, so the first page has one URL). A
 * visitor's typo or an old link should show the list, not an error: anything else is dropped.
 */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= maxPage ? page : undefined;
}
