import {
  closeMenu,
  closeSearch,
  lockBackgroundAtom,
  showAccountNotification,
} from '@club/site-state';
import { lockScroll } from '@club/ui';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '@tooling/ssr/app';
import { readQueryNotice } from './queryNotices';

/**
 * What the default layout does for every page beyond drawing it: closes the menu and search on a
 * route change, locks the page while an overlay holds it, shows the log-in and log-out notices,
 * scrolls to a #hash, and reloads once when a chunk fails to load.
 */
export function usePageBehaviours(): void {
  useCloseOverlaysOnRouteChange();
  useBackgroundLock();
  useQueryNotices();
  useHashScroll();
  useChunkReload();
}

/** SPEC 2.5: the search panel and the menu close on a route change. */
function useCloseOverlaysOnRouteChange() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const store = useStore();
  useEffect(() => {
    // The lock is derived from what is open, so an account panel left open keeps it.
    store.set(closeSearch);
    store.set(closeMenu);
  }, [pathname, store]);
}

/** SPEC 3's lockBackground: while an overlay is open, the page behind does not scroll (counted with the overlays' own locks). */
function useBackgroundLock() {
  const locked = useAtomValue(lockBackgroundAtom);
  useEffect(() => (locked ? lockScroll() : undefined), [locked]);
}

/**
 * SPEC 2.1: `?loginSuccess=true` re-checks the login and says 'Logged In'; `?logoutSuccess=true` runs the
 * logout clean-up and says 'Logged Out' (the account toast; @club/auth's handlers do both). The
 * parameter then leaves the address bar without a navigation, so a reload says nothing. The handlers
 * load only when a URL asks for them.
 */
function useQueryNotices() {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const router = useRouter();
  const store = useStore();
  useEffect(() => {
    const notice = readQueryNotice(window.location.href);
    if (!notice) return;
    window.history.replaceState(window.history.state, '', notice.cleanHref);
    const { api } = router.options.context;
    import('../account/onDemand')
      .then((auth) =>
        notice.param === 'loginSuccess' ? auth.handleLoginSuccess(store, api) : auth.handleLogoutSuccess(store, api),
      )
      .catch((error: unknown) => {
        console.error(`Problem handling ${notice.param}`, error);
        // Without the handlers the fan is still told what happened.
        if (notice.param === 'logoutSuccess') store.set(showAccountNotification, notice.message);
      });
  }, [search, router, store]);
}

/** SPEC 2.1: how long after the page shows a #hash scrolls to its anchor. */
const hashScrollDelayMs = 1000;

/**
 * SPEC 2.1: a #hash scrolls to its anchor 1 s after the page shows, on load and after each navigation.
 * The scrolling code (hashScroll.ts) loads only for an address with a #hash (issue 13: most first loads
 * have none), fetched at once and run when the second is up.
 */
function useHashScroll() {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelScroll = () => undefined as void;
    const schedule = (hash: string) => {
      clearTimeout(timer);
      cancelScroll();
      if (!hash) return;
      // Handled at once: a rejection left for a second would count as unhandled (useChunkReload).
      const code = import('./hashScroll').catch((error: unknown) => {
        console.error('Problem scrolling to the #hash', error);
        return null;
      });
      let cancelled = false;
      cancelScroll = () => {
        cancelled = true;
      };
      timer = setTimeout(() => {
        void code.then((module) => {
          if (module && !cancelled) cancelScroll = module.scrollToHash(hash);
        });
      }, hashScrollDelayMs);
    };
    schedule(window.location.hash);
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.hashChanged && !event.hrefChanged) return;
      const { hash } = event.toLocation;
      schedule(!hash || hash.startsWith('#') ? hash : `#${hash}`);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      cancelScroll();
    };
  }, [router]);
}

/**
 * SPEC 8: a chunk that fails to load reloads the page once. Vite reports failed preloads of route
 * chunks as 'vite:preloadError'; a dynamic import that rejects later surfaces as an unhandled
 * rejection. (Route errors from a chunk go through the error page, which reloads the same way.)
 */
function useChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOnceForChunkError()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
