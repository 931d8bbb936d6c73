import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Issue 30: the players' code loads before the click, when something that opens one (Watch Live, Listen
 * Live, a replay or highlight card) comes into view or under the pointer (watchPlayerIntents.ts), as on
 * the club site. That watcher is loaded itself once the browser is idle after the first page (Safari has
 * no requestIdleCallback: a timeout), so the site's first load carries only this hook; a click before
 * then loads the players as it always did.
 */
export function usePreloadPlayers(): void {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    (window.requestIdleCallback ?? window.setTimeout)(
      () =>
        void import('./watchPlayerIntents').then(({ watchPlayerIntents }) => {
          if (!gone) stop = watchPlayerIntents(router);
        }),
      { timeout: 2_000 },
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [router]);
}
