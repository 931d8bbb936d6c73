import { newsCategorySlugs, type NewsCategorySlug } from '@club/api-client';
import type { PageHeadInput } from '../../../site/seo';
import { clubName } from '../../../site/site';
import { pageParam } from '../../-components/pageParam';

// What the route tree needs of the news list (issue 13): its `validateSearch`, and the head of the list
// when the loader has no answer; the rest (links, the loader's head, 'Load more') is in newsListSearch,
// which loads with the route.

/** The news list's URL state: `?category=women&page=2`. Page 1 and no category are left out. */
export interface NewsListSearch {
  category?: NewsCategorySlug;
  page?: number;
}

function isCategory(value: unknown): value is NewsCategorySlug {
  return typeof value === 'string' && (newsCategorySlugs as readonly string[]).includes(value);
}

/** The route's `validateSearch`: keeps a known category and a whole page number above 1; bad values are dropped. */
export function validateNewsListSearch(search: Record<string, unknown>): NewsListSearch {
  const category = isCategory(search.category) ? search.category : undefined;
  const page = pageParam(search.page);
  return { ...(category ? { category } : {}), ...(page ? { page } : {}) };
}

/** The head of the whole list's first page. */
export const allNewsHead: PageHeadInput = {
  title: 'News',
  description: `The latest news from ${clubName}: match reports, team news, interviews and club announcements.`,
  path: '/news',
};
