import { studioFixtureStatuses, type StudioFixtureStatus } from '@club/api-client';
import { listHref } from '../../../../studio/listSearch';

/** The fixtures list's address: `/matchday/fixtures?team=first-team&status=scheduled&page=2`. */
export type FixturesSearch = { team?: string; status?: StudioFixtureStatus; page?: number };

export function validateFixturesSearch(search: Record<string, unknown>): FixturesSearch {
  const team = typeof search.team === 'string' && /^[a-z0-9-]{1,40}$/.test(search.team) ? search.team : undefined;
  const status = studioFixtureStatuses.find((candidate) => candidate === search.status);
  const page = Number(search.page);
  return {
    ...(team ? { team } : {}),
    ...(status ? { status } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  };
}

export function fixturesHref({ team, status, page }: FixturesSearch): string {
  return listHref('/matchday/fixtures', { team, status, page });
}
