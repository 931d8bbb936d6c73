import {
  ApiError,
  createApiClient,
  createHttp,
  createStudioMatchdayClient,
  type LiveMatchUpdate,
  type StudioConsoleMatch,
  type StudioFixturesQuery,
  type StudioMatchdayClient,
} from '@club/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { withSessionRenewal } from '../../../../studio/studioApi';

let shared: StudioMatchdayClient | null = null;

/** The match-day desk's api, same-origin, renewing the access cookie on a 401 like the newsroom's. One per page. */
export function matchdayApi(): StudioMatchdayClient {
  if (shared) return shared;
  const { identity } = createApiClient({ baseUrl: '' });
  let renewing: Promise<boolean> | null = null;
  const renew = () =>
    (renewing ??= identity
      .refresh()
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        renewing = null;
      }));
  shared = withSessionRenewal(createStudioMatchdayClient(createHttp({ baseUrl: '' })), renew);
  return shared;
}

/** How often the console reads its match again: the match clock moves each minute, other consoles at any time. */
export const consolePollMs = 3_000;

/** Under `['studio']`, so signing out forgets them with the rest of the studio's answers. */
export const matchdayKeys = {
  console: ['studio', 'matchday', 'console'] as const,
  match: (id: number) => ['studio', 'matchday', 'match', id] as const,
  fixtures: ['studio', 'matchday', 'fixtures'] as const,
  options: ['studio', 'matchday', 'options'] as const,
  lineups: (id: number) => ['studio', 'matchday', 'lineups', id] as const,
};

export const matchdayQueries = {
  console: () => queryOptions({ queryKey: matchdayKeys.console, queryFn: () => matchdayApi().consoleMatches(), staleTime: 10_000 }),
  match: (id: number) =>
    queryOptions({
      queryKey: matchdayKeys.match(id),
      queryFn: () => matchdayApi().consoleMatch(id),
      // The live state, read again while the console is open; a change made here is set at once (setLiveUpdate).
      refetchInterval: consolePollMs,
      staleTime: 1_000,
    }),
  fixtures: (query: StudioFixturesQuery) =>
    queryOptions({ queryKey: [...matchdayKeys.fixtures, query] as const, queryFn: () => matchdayApi().fixtures(query), staleTime: 10_000 }),
  lineups: (id: number) => queryOptions({ queryKey: matchdayKeys.lineups(id), queryFn: () => matchdayApi().lineups(id), staleTime: 5_000 }),
  options: () => queryOptions({ queryKey: matchdayKeys.options, queryFn: () => matchdayApi().options(), staleTime: 5 * 60_000 }),
};

/** A change's answer (the live stream's message) into the console's match, without waiting for the next read. */
export function setLiveUpdate(queryClient: QueryClient, update: LiveMatchUpdate): void {
  queryClient.setQueryData<StudioConsoleMatch>(matchdayKeys.match(update.match.id), (previous) =>
    previous
      ? { ...previous, match: update.match, live: update.live, events: update.events, ...(update.lineups === undefined ? {} : { lineups: update.lineups }), source: 'manual' }
      : previous,
  );
  void queryClient.invalidateQueries({ queryKey: matchdayKeys.console });
  // Which whistle can be taken back now is the platform's to say: read the match again.
  void queryClient.invalidateQueries({ queryKey: matchdayKeys.match(update.match.id) });
}

/** The words of a refusal, or a plain sentence when the platform could not be reached. */
export function refusalOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
