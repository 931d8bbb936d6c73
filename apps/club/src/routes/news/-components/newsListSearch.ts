import type { NewsCategorySlug, NewsListResponse } from '@club/api-client';
import type { PageHeadInput } from '../../../site/seo';
import { clubName } from '../../../site/site';
import { allNewsHead, type NewsListSearch } from './validateNewsListSearch';

/** Articles per page of the list: 12 fills rows of two, three and four cards alike. */
export const newsListPageSize = 12;

/** The list's own path with its search, for the canonical link and 'Load more news'. */
export function newsListHref({ category, page }: NewsListSearch): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

/** The list's head (the loader's answer): 'Women news, page 2', its description and canonical path. */
export function newsListHead(category: NewsCategorySlug | null, categoryName: string | null, page: number): PageHeadInput {
  const title = [categoryName ? `${categoryName} news` : 'News', ...(page > 1 ? [`page ${page}`] : [])].join(', ');
  return {
    title,
    description: categoryName ? `The latest ${categoryName} news from ${clubName}.` : allNewsHead.description,
    path: newsListHref({ ...(category ? { category } : {}), page }),
  };
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
