import { createContext, useContext, type ReactNode } from 'react';
import { pageLiveFeed, type LiveFeed } from '../core/liveFeed';

const LiveFeedContext = createContext<LiveFeed | null>(null);

/** Hands the hooks below a feed of one's own (tests, stories); without it they share the page's one feed. */
export function LiveFeedProvider({ feed, children }: { feed: LiveFeed; children: ReactNode }) {
  return <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>;
}

export function useLiveFeed(): LiveFeed {
  return useContext(LiveFeedContext) ?? pageLiveFeed();
}
