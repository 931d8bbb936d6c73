import {
  teamSlugs,
  videoDurationNames,
  videoSearchDefaultPageSize,
  type TeamSlug,
  type VideoDurationName,
  type VideoSearchQuery,
} from '@club/api-client';

/**
 * The Club TV filters' URL state (SPEC 3 'Video filter': Teams, Season, Duration) and the page:
 * `/videos?team=women&season=2025-26&duration=short&page=2`. Unset filters and page 1 are left out.
 */
export interface VideoFilterSearch {
  team?: TeamSlug;
  season?: string;
  duration?: VideoDurationName;
  page?: number;
}

export const videoFilterNames = ['team', 'season', 'duration'] as const;
export type VideoFilterName = (typeof videoFilterNames)[number];

/** SPEC 9: the video search shows 12 a page. */
export const videoPageSize = videoSearchDefaultPageSize;

const seasonPattern = /^\d{4}-\d{2}$/;
const maxPage = 10_000;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;

function pageNumber(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= maxPage ? page : undefined;
}

/** The routes' `validateSearch`: an old link or a typo shows the list unfiltered rather than an error. */
export function validateVideoSearch(search: Record<string, unknown>): VideoFilterSearch {
  const team = oneOf(teamSlugs, search.team);
  const season = typeof search.season === 'string' && seasonPattern.test(search.season) ? search.season : undefined;
  const duration = oneOf(videoDurationNames, search.duration);
  const page = pageNumber(search.page);
  return {
    ...(team ? { team } : {}),
    ...(season ? { season } : {}),
    ...(duration ? { duration } : {}),
    ...(page ? { page } : {}),
  };
}

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
