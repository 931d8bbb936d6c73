import type { ApiClient } from '@club/api-client';
import { showsLiveMatches } from '@club/live';
import { queryOptions } from '@tanstack/react-query';

/**
 * A team's matches as TanStack Query options that several parts of a page read. `next` is asked for by
 * the live strip (every page, on match day), the home page and a team's category page: one key, so a
 * page that shows two of them asks the platform once, on the server as in the browser. Their own
 * queries hold what they show of it, so it is not dehydrated into the page (it would be there twice).
 */
export const matchQueries = {
  /** The team's next match: the live one while it is on, null when it has none. It follows the live stream. */
  next: (api: Pick<ApiClient, 'matches'>, team: string) =>
    queryOptions({
      queryKey: ['matches', 'next', team] as const,
      queryFn: async () => (await api.matches.next(team)).data,
      meta: { ...showsLiveMatches, dehydrate: false },
    }),
};
