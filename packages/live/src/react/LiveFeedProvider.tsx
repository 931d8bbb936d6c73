import { QueryClientContext } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { pageLiveFeed, type LiveFeed } from '../core/liveFeed';

const LiveFeedContext = createContext<LiveFeed | null>(null);

/**
 * Hands the hooks below a feed of one's own (tests, stories); without it they share the page's one feed,
 * which writes into the page's query cache.
 */
export function LiveFeedProvider({ feed, children }: { feed: LiveFeed; children: ReactNode }) {
  return <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>;
}

export function useLiveFeed(): LiveFeed {
  const own = useContext(LiveFeedContext);
  const queryClient = useContext(QueryClientContext);
  if (own) return own;
  if (!queryClient) throw new Error('The live feed writes into the page\'s query cache: render it inside QueryClientProvider');
  return pageLiveFeed(queryClient);
}
