import type { LiveMatchUpdate, Match } from '@club/api-client';
import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The live stream's messages live in the page's query cache (TanStack Query), not in a store of their
 * own: every component showing a match reads one source (issue 15).
 *
 * - Each message is kept as the query `['matches', 'live', id]` (what carries the minute and the
 *   announcement, which no page query has).
 * - Every query whose options say `meta: showsLiveMatches` (a fixtures page, the home page, a match
 *   centre…) has the match in its data replaced by the message's: a `Match` anywhere in it, and a
 *   match centre's `match`, `live`, `events` and line-ups. Its other parts (stats, the table) stay.
 */
export const liveMatchesKey = ['matches', 'live'] as const;

export const liveMatchKey = (matchId: number) => [...liveMatchesKey, matchId] as const;

/** A query's `meta` saying its data shows matches the live stream may change. */
export const showsLiveMatches = { liveMatches: true } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The `Match` with this id: an id, a kick-off, two sides and a status (nothing else has all four). */
const isMatchWithId = (value: Record<string, unknown>, id: number) =>
  value.id === id && typeof value.kickOff === 'string' && isObject(value.home) && isObject(value.away) && typeof value.status === 'string';

/** A match centre's state (`{ match, live, events, … }`) for this match. */
const isCentreOf = (value: Record<string, unknown>, id: number) =>
  isObject(value.match) && isMatchWithId(value.match, id) && Array.isArray(value.events);

/**
 * `data` with the update's match in place of the one it holds: the same reference when nothing in it
 * is that match (so nothing that did not change re-renders), new objects only along the changed paths.
 */
export function withLiveUpdate<T>(data: T, update: LiveMatchUpdate): T {
  const id = update.match.id;
  const visit = (value: unknown, depth: number): unknown => {
    if (depth > 8) return value;
    if (Array.isArray(value)) {
      let changed = false;
      const next = value.map((item) => {
        const replaced = visit(item, depth + 1);
        if (replaced !== item) changed = true;
        return replaced;
      });
      return changed ? next : value;
    }
    if (!isObject(value)) return value;
    if (isMatchWithId(value, id)) return update.match satisfies Match;
    if (isCentreOf(value, id)) {
      // Line-ups set in the studio arrive with the match's messages (absent from older platforms: kept).
      const lineups = update.lineups === undefined ? {} : { lineups: update.lineups };
      // So does the club's commentary (issue 31), where the centre shows it.
      const commentary = update.commentary === undefined || !('commentary' in value) ? {} : { commentary: update.commentary };
      return { ...value, match: update.match, live: update.live, events: update.events, ...lineups, ...commentary };
    }
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const replaced = visit(item, depth + 1);
      if (replaced !== item) changed = true;
      next[key] = replaced;
    }
    return changed ? next : value;
  };
  return visit(data, 0) as T;
}

const showsMatches = (query: Query) => query.meta?.liveMatches === true && query.state.data !== undefined;

/** Writes one message of the live stream into the cache: its own entry, and every query that shows the match. */
export function writeLiveUpdate(queryClient: QueryClient, update: LiveMatchUpdate): void {
  queryClient.setQueryData(liveMatchKey(update.match.id), update);
  for (const query of queryClient.getQueryCache().findAll({ predicate: showsMatches })) {
    queryClient.setQueryData(query.queryKey, (data: unknown) => withLiveUpdate(data, update));
  }
}

/** The newest message per match id, as the cache holds them. */
export function readLiveUpdates(queryClient: QueryClient): Map<number, LiveMatchUpdate> {
  const updates = new Map<number, LiveMatchUpdate>();
  for (const [, update] of queryClient.getQueriesData<LiveMatchUpdate>({ queryKey: liveMatchesKey })) {
    if (update) updates.set(update.match.id, update);
  }
  return updates;
}

/** Forgets the stream's messages (nobody follows the stream now: the next page's own data is fresher). */
export function forgetLiveUpdates(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: liveMatchesKey });
}
