import { studioFixtureStatuses, type StudioFixtureStatus } from '@club/api-client';

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

export function fixturesHref(search: FixturesSearch): string {
  const params = new URLSearchParams();
  if (search.team) params.set('team', search.team);
  if (search.status) params.set('status', search.status);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return `/matchday/fixtures${query ? `?${query}` : ''}`;
}
