import type { LiveMatchUpdate } from '@club/api-client';
import { QueryClient } from '@tanstack/react-query';
import { forgetLiveUpdates, readLiveUpdates, writeLiveUpdate } from './liveCache';

/** The platform's live match stream, through the site's own `/api` forwarding (DESIGN.md 'Time and live events'). */
export const liveMatchesPath = '/api/matches/live';

/** The part of the browser's `EventSource` the feed uses, so tests can hand it a double. */
export interface EventSourceLike {
  addEventListener(type: 'open' | 'error' | 'match', listener: (event: Event) => void): void;
  close(): void;
}

export type CreateEventSource = (url: string) => EventSourceLike;

/**
 * `idle`: nobody on the page shows a match. `connecting`: the stream is opening. `open`: messages flow.
 * `waiting`: the stream failed and the next attempt is scheduled. `paused`: the tab has been hidden a
 * while, or the page was put away (back-forward cache); it reopens, and resyncs from the platform's
 * snapshot, when the page is seen again.
 */
export type LiveFeedStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'paused';

type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;
type VisibilityDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface LiveFeedOptions {
  /**
   * The page's query cache, where every message is written (see liveCache): the feed keeps no copy of
   * its own. A cache of the feed's own by default (tests).
   */
  queryClient?: QueryClient;
  url?: string;
  /** The browser's `EventSource` by default. */
  createEventSource?: CreateEventSource;
  /** Reconnection delays: doubling from `initialMs` up to `maxMs`, each with up to half of it as jitter. */
  retry?: { initialMs: number; maxMs: number };
  /**
   * How long the stream stays open after the last subscriber goes: going from one page that shows a
   * match to another unmounts the first before the second mounts, and the stream should survive that.
   */
  lingerMs?: number;
  /** A tab hidden this long closes the stream; it reopens when the tab is seen again. */
  hiddenPauseMs?: number;
  document?: VisibilityDocument | undefined;
  window?: PageEvents | undefined;
  random?: () => number;
  /** Messages that are not a live match update (not JSON, or not its shape) are dropped; this hears about them. */
  onInvalidMessage?: (data: string) => void;
}

/**
 * The page's one connection to the live match stream, shared by every component that shows a match:
 * opened by the first subscriber, closed when the last one goes (and when the page goes), reconnecting
 * with backoff, writing each message into the page's query cache. Each message is the whole state of
 * one match, so nothing is merged: the newest wins.
 */
export interface LiveFeed {
  /** Listens for changes; the first subscriber opens the stream, the last one's unsubscribe closes it. */
  subscribe(listener: () => void): () => void;
  /**
   * The newest message per match id, read from the cache; the same Map until a message arrives (for
   * `useSyncExternalStore`).
   */
  getSnapshot(): ReadonlyMap<number, LiveMatchUpdate>;
  get(matchId: number): LiveMatchUpdate | undefined;
  status(): LiveFeedStatus;
  /** Closes the stream and forgets every listener; always safe to call. */
  destroy(): void;
}

/**
 * The one empty snapshot: the feed's while no message is cached, and the hooks' on the server and while
 * hydrating. One identity, so a page that hydrates with nothing live is not rendered again, synchronously,
 * right after hydration (React re-renders a `useSyncExternalStore` whose snapshot differs from the one
 * it hydrated with, in one long task) (issue 13).
 */
export const noLiveUpdates: ReadonlyMap<number, LiveMatchUpdate> = new Map();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a message has the shape of a live match update. Only the envelope is checked, not every field
 * with `liveMatchUpdateSchema`: the platform builds each message as that type, and zod in the browser
 * would cost every page that shows a match about 25 KB gzip (api-client's `getJson` makes the same call).
 */
function isLiveMatchUpdate(value: unknown): value is LiveMatchUpdate {
  return (
    isObject(value) &&
    isObject(value.match) &&
    typeof value.match.id === 'number' &&
    typeof value.match.status === 'string' &&
    (value.live === null || isObject(value.live)) &&
    Array.isArray(value.events) &&
    (value.announcement === null || typeof value.announcement === 'string')
  );
}

const browserEventSource: CreateEventSource = (url) => {
  if (typeof EventSource === 'undefined') throw new Error('EventSource is not available here');
  return new EventSource(url);
};

export function createLiveFeed({
  queryClient = new QueryClient(),
  url = liveMatchesPath,
  createEventSource = browserEventSource,
  retry = { initialMs: 1_000, maxMs: 30_000 },
  lingerMs = 1_000,
  hiddenPauseMs = 60_000,
  document = globalThis.document,
  window = globalThis.window,
  random = Math.random,
  onInvalidMessage,
}: LiveFeedOptions = {}): LiveFeed {
  const listeners = new Set<() => void>();
  // What the cache held when last read: the snapshot is read again only after a message or a stop.
  let matches: ReadonlyMap<number, LiveMatchUpdate> = noLiveUpdates;
  let cacheChanged = true;
  const snapshot = () => {
    if (cacheChanged) {
      cacheChanged = false;
      const read = readLiveUpdates(queryClient);
      matches = read.size > 0 ? read : noLiveUpdates;
    }
    return matches;
  };
  let state: LiveFeedStatus = 'idle';
  let source: EventSourceLike | undefined;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lingerTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let pageEventsAttached = false;
  let destroyed = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const clear = (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer !== undefined) clearTimeout(timer);
    return undefined;
  };

  const closeSource = () => {
    const closing = source;
    source = undefined;
    // Events an old source still delivers are ignored: every handler checks it is the current one.
    closing?.close();
    retryTimer = clear(retryTimer);
  };

  const connect = () => {
    closeSource();
    state = 'connecting';
    let opened: EventSourceLike;
    try {
      opened = createEventSource(url);
    } catch {
      state = 'idle';
      return;
    }
    source = opened;
    opened.addEventListener('open', () => {
      if (source !== opened) return;
      state = 'open';
      attempts = 0;
    });
    opened.addEventListener('match', (event) => {
      if (source !== opened) return;
      const data = String((event as MessageEvent).data);
      let update: unknown;
      try {
        update = JSON.parse(data);
      } catch {
        update = undefined;
      }
      if (!isLiveMatchUpdate(update)) {
        onInvalidMessage?.(data);
        return;
      }
      writeLiveUpdate(queryClient, update);
      cacheChanged = true;
      notify();
    });
    opened.addEventListener('error', () => {
      if (source !== opened) return;
      // The browser would retry by itself after a network error, but not after an error status or a
      // wrong content type; closing and reopening on our own schedule covers both the same way.
      closeSource();
      state = 'waiting';
      const base = Math.min(retry.maxMs, retry.initialMs * 2 ** attempts);
      attempts += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (listeners.size > 0 && !destroyed) connect();
      }, base + Math.round(base * 0.5 * random()));
    });
  };

  const pause = () => {
    if (!source && state !== 'waiting') return;
    closeSource();
    state = 'paused';
  };

  const resume = () => {
    if (state === 'paused' && listeners.size > 0 && !destroyed) connect();
  };

  const onVisibilityChange = () => {
    if (document?.visibilityState === 'hidden') {
      hiddenTimer ??= setTimeout(() => {
        hiddenTimer = undefined;
        pause();
      }, hiddenPauseMs);
    } else {
      hiddenTimer = clear(hiddenTimer);
      resume();
    }
  };
  // The page is going (or into the back-forward cache, which an open stream would keep it out of).
  const onPageHide = () => pause();
  const onPageShow = () => resume();

  const attachPageEvents = () => {
    if (pageEventsAttached) return;
    pageEventsAttached = true;
    document?.addEventListener('visibilitychange', onVisibilityChange);
    window?.addEventListener('pagehide', onPageHide);
    window?.addEventListener('pageshow', onPageShow);
  };
  const detachPageEvents = () => {
    if (!pageEventsAttached) return;
    pageEventsAttached = false;
    document?.removeEventListener('visibilitychange', onVisibilityChange);
    window?.removeEventListener('pagehide', onPageHide);
    window?.removeEventListener('pageshow', onPageShow);
    hiddenTimer = clear(hiddenTimer);
  };

  const stop = () => {
    closeSource();
    detachPageEvents();
    state = 'idle';
    // Nobody shows a match now; when someone does again, their loader's data is fresher than the last
    // messages until the stream's snapshot arrives.
    forgetLiveUpdates(queryClient);
    cacheChanged = true;
  };

  return {
    subscribe(listener) {
      if (destroyed) return () => undefined;
      listeners.add(listener);
      lingerTimer = clear(lingerTimer);
      if (listeners.size === 1 && state === 'idle') {
        attachPageEvents();
        if (document?.visibilityState === 'hidden') onVisibilityChange();
        connect();
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || destroyed) return;
        lingerTimer = clear(lingerTimer);
        lingerTimer = setTimeout(() => {
          lingerTimer = undefined;
          if (listeners.size === 0) stop();
        }, lingerMs);
      };
    },
    getSnapshot: snapshot,
    get: (matchId) => snapshot().get(matchId),
    status: () => state,
    destroy() {
      destroyed = true;
      lingerTimer = clear(lingerTimer);
      stop();
      listeners.clear();
    },
  };
}

const pageFeeds = new WeakMap<QueryClient, LiveFeed>();

/** The page's one feed, writing into the page's query cache; made on first use (only ever subscribed to in the browser). */
export function pageLiveFeed(queryClient: QueryClient): LiveFeed {
  let feed = pageFeeds.get(queryClient);
  if (!feed) {
    feed = createLiveFeed({ queryClient });
    pageFeeds.set(queryClient, feed);
  }
  return feed;
}
