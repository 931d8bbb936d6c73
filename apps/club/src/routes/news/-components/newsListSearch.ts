import { newsCategorySlugs, type NewsCategorySlug, type NewsListResponse } from '@club/api-client';

/** The news list's URL state: `?category=women&page=2`. Page 1 and no category are left out. */
export interface NewsListSearch {
  category?: NewsCategorySlug;
  page?: number;
}

/** Articles per page of the list: 12 fills rows of two, three and four cards alike. */
export const newsListPageSize = 12;

// A visitor's typo or an old link should show the list, not an error: bad values are dropped.
const maxPage = 10_000;

function isCategory(value: unknown): value is NewsCategorySlug {
  return typeof value === 'string' && (newsCategorySlugs as readonly string[]).includes(value);
}

function pageNumber(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= maxPage ? page : undefined;
}

/** The route's `validateSearch`: keeps a known category and a whole page number above 1. */
export function validateNewsListSearch(search: Record<string, unknown>): NewsListSearch {
  const category = isCategory(search.category) ? search.category : undefined;
  const page = pageNumber(search.page);
  return { ...(category ? { category } : {}), ...(page ? { page } : {}) };
}

/** The list's own path with its search, for the canonical link and 'Load more news'. */
export function newsListHref({ category, page }: NewsListSearch): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

/** The pages shown so far: one loaded page after another, while the visitor keeps loading more. */
export interface ShownPages {
  category: NewsCategorySlug | null;
  pages: NewsListResponse[];
}

/**
 * With JavaScript, 'Load more news' navigates to the next page and the list grows by it; any other
 * change (a category, a page typed into the URL, going back) starts the list again from that page.
 */
export function showPage(shown: ShownPages | undefined, category: NewsCategorySlug | null, page: NewsListResponse): ShownPages {
  const last = shown?.pages.at(-1);
  if (shown && last && shown.category === category) {
    if (last === page) return shown;
    if (page.meta.page === last.meta.page + 1) return { category, pages: [...shown.pages, page] };
  }
  return { category, pages: [page] };
}
