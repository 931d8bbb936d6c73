import { useEffect, useRef } from 'react';
import { createLivePoller } from './livePoller';

/**
 * Calls `poll` every `intervalMs` while `active` and the tab is visible; stops on unmount or when
 * `active` turns false. The first paint comes from the route's loader; this only keeps it fresh.
 */
export function useLivePolling(active: boolean, intervalMs: number, poll: () => void): void {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });
  useEffect(() => {
    if (!active) return undefined;
    const poller = createLivePoller({ intervalMs, poll: () => pollRef.current() });
    return () => poller.destroy();
  }, [active, intervalMs]);
}
