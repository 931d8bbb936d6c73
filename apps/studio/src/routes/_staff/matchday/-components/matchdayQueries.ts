import type { LiveMatchUpdate, StudioConsoleMatch, StudioFixturesQuery } from '@club/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { studioKeys } from '../../../../studio/queryKeys';
import type { StudioApi } from '../../../../studio/studioApi';

/** How often the console reads its match again: the match clock moves each minute, other consoles at any time. */
export const consolePollMs = 3_000;

export const matchdayQueries = {
  console: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.console, queryFn: () => studio.matchday.consoleMatches(), staleTime: 10_000 }),
  match: (studio: StudioApi, id: number) =>
    queryOptions({
      queryKey: studioKeys.match(id),
      queryFn: () => studio.matchday.consoleMatch(id),
      // The live state, read again while the console is open; a change made here is set at once (setLiveUpdate).
      refetchInterval: consolePollMs,
      staleTime: 1_000,
    }),
  fixtures: (studio: StudioApi, query: StudioFixturesQuery) =>
    queryOptions({ queryKey: [...studioKeys.fixtures, query] as const, queryFn: () => studio.matchday.fixtures(query), staleTime: 10_000 }),
  lineups: (studio: StudioApi, id: number) => queryOptions({ queryKey: studioKeys.lineups(id), queryFn: () => studio.matchday.lineups(id), staleTime: 5_000 }),
  options: (studio: StudioApi) => queryOptions({ queryKey: studioKeys.matchdayOptions, queryFn: () => studio.matchday.options(), staleTime: 5 * 60_000 }),
};

/** A change's answer (the live stream's message) into the console's match, without waiting for the next read. */
export function setLiveUpdate(queryClient: QueryClient, update: LiveMatchUpdate): void {
  queryClient.setQueryData<StudioConsoleMatch>(studioKeys.match(update.match.id), (previous) =>
    previous
      ? { ...previous, match: update.match, live: update.live, events: update.events, ...(update.lineups === undefined ? {} : { lineups: update.lineups }), source: 'manual' }
      : previous,
  );
  void queryClient.invalidateQueries({ queryKey: studioKeys.console });
  // Which whistle can be taken back now is the platform's to say: read the match again.
  void queryClient.invalidateQueries({ queryKey: studioKeys.match(update.match.id) });
}
