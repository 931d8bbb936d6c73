import type { RedisConnections } from '../../infra/redis/connections';

/** 'Match N changed', with the sentence for screen readers (null for a plain minute tick). */
export interface MatchChanged {
  matchId: number;
  announcement: string | null;
}

/**
 * In-process pub/sub of match changes. Every platform instance keeps its own stream clients; with
 * REDIS_URL the changes go through Redis, so a change recorded by one instance reaches the clients of
 * all of them. Each instance then reads the match from the shared database itself.
 */
export interface LiveBus {
  publish(change: MatchChanged): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (change: MatchChanged) => void): () => void;
}

function createListeners() {
  const listeners = new Set<(change: MatchChanged) => void>();
  return {
    add(listener: (change: MatchChanged) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver(change: MatchChanged) {
      for (const listener of listeners) listener(change);
    },
  };
}

export function createMemoryBus(): LiveBus {
  const listeners = createListeners();
  return {
    async publish(change) {
      listeners.deliver(change);
    },
    subscribe: (listener) => listeners.add(listener),
  };
}

export const liveChannel = 'club:live:matches';

/**
 * Changes through one Redis channel: published on the platform's commands connection, heard on its
 * subscribed one (both the connections' owner's to close).
 */
export function createRedisBus(connections: RedisConnections, options: { onError?: (error: Error) => void } = {}): LiveBus {
  const listeners = createListeners();
  const ready = connections.subscribe(liveChannel, (text) => {
    try {
      const parsed = JSON.parse(text) as MatchChanged;
      if (Number.isInteger(parsed.matchId)) listeners.deliver({ matchId: parsed.matchId, announcement: parsed.announcement ?? null });
    } catch (error) {
      options.onError?.(error as Error);
    }
  });
  return {
    async publish(change) {
      await ready;
      await connections.commands().publish(liveChannel, JSON.stringify(change));
    },
    subscribe: (listener) => listeners.add(listener),
  };
}
