import { teamSlugs, videoDurationNames, type TeamSlug, type VideoDurationName } from '@club/api-client';
import { pageParam } from '../../-components/pageParam';

// The Club TV routes' `validateSearch`, which the route tree needs before a route's chunk is there
// (issue 13); what the pages do with the filters is in videoSearch, which loads with them.

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

const seasonPattern = /^\d{4}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The routes' `validateSearch`: an old link or a typo shows the list unfiltered rather than an error. */
export function validateVideoSearch(search: Record<string, unknown>): VideoFilterSearch {
  const team = oneOf(teamSlugs, search.team);
  const season = typeof search.season === 'string' && seasonPattern.test(search.season) ? search.season : undefined;
  const duration = oneOf(videoDurationNames, search.duration);
  const page = pageParam(search.page);
  return {
    ...(team ? { team } : {}),
    ...(season ? { season } : {}),
    ...(duration ? { duration } : {}),
    ...(page ? { page } : {}),
  };
}
