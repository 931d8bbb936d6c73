export type PageItem = number | 'gap';

/**
 * SPEC 9's "about 5 page numbers (edges 5 or 4)": the first and last pages always, five numbers
 * next to an edge, the current page and its neighbours in the middle, and a gap wherever pages are
 * skipped. Seven pages or fewer are all shown, since a gap would hide only one. Pure, for tests.
 *
 *   page 1 of 20:  1 2 3 4 5 … 20
 *   page 9 of 20:  1 … 8 9 10 … 20
 *   page 20 of 20: 1 … 16 17 18 19 20
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const current = clampPage(page, count);
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap', count];
  if (current >= count - 3) return [1, 'gap', count - 4, count - 3, count - 2, count - 1, count];
  return [1, 'gap', current - 1, current, current + 1, 'gap', count];
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}

/** SPEC 2.5's results line 'a - b of total', e.g. '9 - 16 of 124'. Empty when there are no results. */
export function resultsRange(page: number, pageSize: number, total: number): string {
  if (total <= 0 || pageSize <= 0) return '';
  const pageCount = Math.ceil(total / pageSize);
  const current = clampPage(page, pageCount);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  return `${first} - ${last} of ${total}`;
}
