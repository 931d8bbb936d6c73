import type { ApiClient } from '@club/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * A team's matches as TanStack Query options that several parts of a page read. `next` is asked for by
 * the live strip (every page, on match day), the home page and a team's category page: one key, so a
 * page that shows two of them asks the platform once, on the server as in the browser.
 *
 * Only those queries' functions read it, within its freshness; nothing renders it. So the page does not
 * carry it (their own queries hold what they show of it: `dehydrate: false`), and the live stream need
 * not follow it (no `showsLiveMatches`): their queries do. It imports nothing but Query, so it travels in
 * the small shared chunk rather than a file of its own (issue 13).
 */
export const matchQueries = {
  /** The team's next match: the live one while it is on, null when it has none. */
  next: (api: Pick<ApiClient, 'matches'>, team: string) =>
    queryOptions({
      queryKey: ['matches', 'next', team] as const,
      queryFn: async () => (await api.matches.next(team)).data,
      meta: { dehydrate: false },
    }),
};
