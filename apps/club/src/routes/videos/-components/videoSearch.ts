import { videoSearchDefaultPageSize, type VideoSearchQuery } from '@club/api-client';
import { validateVideoSearch, type VideoFilterSearch } from './validateVideoSearch';

export type { VideoFilterSearch } from './validateVideoSearch';

export const videoFilterNames = ['team', 'season', 'duration'] as const;
export type VideoFilterName = (typeof videoFilterNames)[number];

/** SPEC 9: the video search shows 12 a page. */
export const videoPageSize = videoSearchDefaultPageSize;

export const hasActiveFilter = (search: VideoFilterSearch) => videoFilterNames.some((name) => search[name] !== undefined);

/**
 * A filter chosen (or cleared with ''): the other filters stay, the page goes back to the first, since
 * page 3 of one list is not page 3 of another.
 */
export function withFilter(search: VideoFilterSearch, name: VideoFilterName, value: string): VideoFilterSearch {
  const next = validateVideoSearch({ ...search, [name]: value === '' ? undefined : value, page: undefined });
  return next;
}

/** The platform's video search for a filter state, optionally within one category. */
export function videoSearchQuery(search: VideoFilterSearch, category?: string): VideoSearchQuery {
  return {
    ...(category ? { category } : {}),
    ...(search.team ? { team: search.team } : {}),
    ...(search.season ? { season: search.season } : {}),
    ...(search.duration ? { duration: search.duration } : {}),
    pageIndex: (search.page ?? 1) - 1,
    pageSize: videoPageSize,
  };
}

/** A Club TV path with its filters, for links, the canonical URL and the filter form's result. */
export function videosHref(path: string, search: VideoFilterSearch): string {
  const params = new URLSearchParams();
  for (const name of videoFilterNames) {
    const value = search[name];
    if (value) params.set(name, value);
  }
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
