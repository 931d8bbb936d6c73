import { preloadShaka } from '../core/shaka';

/** What opens a player carries `data-opens-player`: a Club TV card, Watch Live or Listen Live, a replay card. */
const selector = '[data-opens-player]';

/** The site's own players' chunk (its `onDemand.ts`), loaded with shaka-player ahead of a click. */
export type LoadPlayers = () => Promise<unknown>;

let preloading: Promise<void> | null = null;

/**
 * Loads the site's players' chunk and shaka-player ahead of a click, once: a fan who opens a video then
 * waits for the session check and the stream, not for 300 KB of script. A failure is forgotten (the click
 * loads again, and reports).
 */
function preloadPlayers(loadPlayers: LoadPlayers): Promise<void> {
  preloading ??= Promise.all([loadPlayers(), preloadShaka()]).then(
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
 * so none of it is in a site's first load.
 */
export function watchPlayerIntents(router: PageEvents, loadPlayers: LoadPlayers): () => void {
  const preload = () => void preloadPlayers(loadPlayers);
  let stopObserving = observeOpeners(preload);
  const unsubscribe = router.subscribe('onRendered', () => {
    stopObserving();
    stopObserving = observeOpeners(preload);
  });
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector)) preload();
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
function observeOpeners(preload: () => void): () => void {
  const targets = document.querySelectorAll(selector);
  const observer =
    targets.length > 0 && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          preload();
        })
      : undefined;
  for (const target of targets) observer?.observe(target);
  return () => observer?.disconnect();
}
