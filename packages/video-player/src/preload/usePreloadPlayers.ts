import { useEffect } from 'react';
import type { LoadPlayers, PageEvents } from './watchPlayerIntents';

/**
 * Issue 30: the players' code loads before the click, when something that opens one comes into view or
 * under the pointer (watchPlayerIntents.ts). That watcher is loaded itself once the browser is idle after
 * the first page (Safari has no requestIdleCallback: a timeout), so a site's first load carries only this
 * hook; a click before then loads the players as it always did. `router` is the site's (its `onRendered`
 * says a page changed); `loadPlayers` imports the site's own players' chunk, and should be one function
 * for the site's lifetime.
 */
export function usePreloadPlayers(router: PageEvents, loadPlayers: LoadPlayers): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    (window.requestIdleCallback ?? window.setTimeout)(
      () =>
        void import('./watchPlayerIntents').then(({ watchPlayerIntents }) => {
          if (!gone) stop = watchPlayerIntents(router, loadPlayers);
        }),
      { timeout: 2_000 },
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [router, loadPlayers]);
}
