import type { LiveMatchUpdate, LiveState, Match, MatchEvent } from '@club/api-client';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { noLiveUpdates as none } from '../core/liveFeed';
import { useLiveFeed } from './LiveFeedProvider';

const noSubscription = () => () => undefined;

/**
 * The newest message per match id, from the page's live stream; empty on the server and while
 * hydrating (so the first client render is the server's), and when `enabled` is false (no stream is
 * opened for a page with nothing that could be live).
 */
export function useLiveMatches(enabled = true): ReadonlyMap<number, LiveMatchUpdate> {
  const feed = useLiveFeed();
  const subscribe = useCallback((listener: () => void) => feed.subscribe(listener), [feed]);
  return useSyncExternalStore(
    enabled ? subscribe : noSubscription,
    enabled ? feed.getSnapshot : () => none,
    () => none,
  );
}

/** The newest message for one match; undefined on the server, while hydrating and when not enabled. */
function useLiveUpdate(matchId: number, enabled: boolean): LiveMatchUpdate | undefined {
  const feed = useLiveFeed();
  const subscribe = useCallback((listener: () => void) => feed.subscribe(listener), [feed]);
  return useSyncExternalStore(
    enabled ? subscribe : noSubscription,
    () => (enabled ? feed.get(matchId) : undefined),
    () => undefined,
  );
}

/** What a page knows of a match from its loader: the live stream's messages carry the same three. */
export interface LiveMatchState {
  match: Match;
  live: LiveState | null;
  events: MatchEvent[];
}

/** The message's commentary, for a state that shows commentary; nothing when the message has none. */
const commentaryOf = (initial: LiveMatchState, update: LiveMatchUpdate) =>
  update.commentary === undefined || !('commentary' in initial) ? {} : { commentary: update.commentary };

export interface UseLiveMatchOptions {
  /** False: no stream for this match (long finished, or far off). */
  enabled?: boolean;
}

/**
 * One match as the page should show it now: the loader's `initial` until the stream has a message for
 * it, then the newest message's match, live state and events (the rest of `initial`, line-ups and
 * stats, stays). The message's commentary replaces `initial`'s when `initial` has one and the message
 * carries it (as withLiveUpdate does in the cache: older messages have none). `announcement` is the
 * newest message's sentence for screen readers, null until one.
 */
export function useLiveMatch<T extends LiveMatchState>(
  matchId: number,
  initial: T,
  { enabled = true }: UseLiveMatchOptions = {},
): T & { announcement: string | null } {
  const update = useLiveUpdate(matchId, enabled);
  return useMemo(
    () =>
      update
        ? { ...initial, match: update.match, live: update.live, events: update.events, ...commentaryOf(initial, update), announcement: update.announcement }
        : { ...initial, announcement: null },
    [initial, update],
  );
}

/**
 * The sentence a polite live region should hold for one match: the newest message's `announcement`
 * once it changes. The first message after the page opens is the state it already shows (the
 * platform's snapshot on connect), so it is not read out; nor is a sentence repeated by a reconnect's
 * snapshot. An empty string until then.
 */
export function useLiveAnnouncement(matchId: number, { enabled = true }: UseLiveMatchOptions = {}): string {
  const update = useLiveUpdate(matchId, enabled);
  const [sentence, setSentence] = useState('');
  const heard = useRef<{ first: boolean; last: string | null }>({ first: true, last: null });
  useEffect(() => {
    if (!update) return;
    const { first, last } = heard.current;
    heard.current.first = false;
    if (update.announcement === null) return;
    heard.current.last = update.announcement;
    if (!first && update.announcement !== last) setSentence(update.announcement);
  }, [update]);
  return sentence;
}
