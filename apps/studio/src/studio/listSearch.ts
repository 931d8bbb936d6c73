/**
 * A list's address, read and written the same way on every desk: `?status=draft&q=derby&page=2`, each part
 * optional. Reading keeps what the list understands and drops the rest, so a hand-edited address never
 * breaks the page.
 */

/** The page in the address: a whole number above 1, or nothing (the first page has no `page`). */
export function pageOf(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** A search box's words in the address, trimmed and cut to `max` characters ('' for none). */
export function wordsOf(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A list's address for a search, e.g. for the pages of the pagination: the parts that are set, in their order; page 1 is the plain address. */
export function listHref(path: string, search: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === '' || (name === 'page' && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
