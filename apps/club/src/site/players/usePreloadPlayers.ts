import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { preloadPlayers } from './loadPlayers';

/** What opens a player carries `data-opens-player`: a Club TV card, a live card's Watch Live or Listen Live. */
const selector = '[data-opens-player]';

/**
 * Issue 30, playback that starts at once: the players' code loads when something that opens one comes
 * into view (when the browser is idle, so it never competes with the page's own first load) or is
 * pointed at or focused (at once), not on the click. Looked for again on each page of the site.
 */
export function usePreloadPlayers(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(selector)) void preloadPlayers();
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    const targets = document.querySelectorAll(selector);
    let idle: number | undefined;
    const observer =
      targets.length > 0 && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            // Safari has no requestIdleCallback: a short timeout instead.
            idle =
              typeof window.requestIdleCallback === 'function'
                ? window.requestIdleCallback(() => void preloadPlayers(), { timeout: 2_000 })
                : window.setTimeout(() => void preloadPlayers(), 200);
          })
        : undefined;
    for (const target of targets) observer?.observe(target);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      observer?.disconnect();
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, [pathname]);
}
