import { preloadShaka } from '@club/video-player';

/** What opens a player carries `data-opens-player`: Watch Live, Listen Live, a replay or highlight card. */
const selector = '[data-opens-player]';

let preloading: Promise<void> | null = null;

/**
 * Loads the players' chunk (onDemand.ts, the same import StreamerPlayers makes) and shaka-player ahead
 * of a click, once: a viewer who opens a video then waits for the session check and the stream, not for
 * 300 KB of script. A failure is forgotten (the click loads again, and reports).
 */
export function preloadPlayers(): Promise<void> {
  preloading ??= Promise.all([import('./onDemand'), preloadShaka()]).then(
    () => undefined,
    () => {
      preloading = null;
    },
  );
  return preloading;
}

/** The router's event once each page has rendered, to look for what opens a player again. */
export interface PageEvents {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/**
 * Issue 30, playback that starts at once: the players' code loads when something that opens one comes
 * into view, or is pointed at or focused, not on the click; looked for again after each page. Returns
 * what stops watching. Loaded itself when the browser is idle after the first page (usePreloadPlayers),
 * so none of it is in the site's first load. The club site's twin (apps/club/src/site/players).
 */
export function watchPlayerIntents(router: PageEvents): () => void {
  let stopObserving = observeOpeners();
  const unsubscribe = router.subscribe('onRendered', () => {
    stopObserving();
    stopObserving = observeOpeners();
  });
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector)) void preloadPlayers();
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    unsubscribe();
    stopObserving();
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/** Preloads the players once anything on the page that opens one comes into view. */
function observeOpeners(): () => void {
  const targets = document.querySelectorAll(selector);
  const observer =
    targets.length > 0 && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          void preloadPlayers();
        })
      : undefined;
  for (const target of targets) observer?.observe(target);
  return () => observer?.disconnect();
}
