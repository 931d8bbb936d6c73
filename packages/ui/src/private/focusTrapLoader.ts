import type { createFocusTrap } from 'focus-trap';

let focusTrapModule: Promise<{ createFocusTrap: typeof createFocusTrap }> | undefined;

/**
 * One fetch of focus-trap for the page's life; a failed fetch is tried again next time. The library is
 * not part of any page's first load (issue 13: 9 KB gzip for something a fan may never open).
 */
export function loadFocusTrap(): Promise<{ createFocusTrap: typeof createFocusTrap }> {
  focusTrapModule ??= import('focus-trap').catch((error: unknown) => {
    focusTrapModule = undefined;
    throw error;
  });
  return focusTrapModule;
}

/**
 * Starts fetching what an overlay needs before it first opens: give it to an opener's `onPointerEnter`
 * and `onFocus`, so by the click (or Enter) the trap is usually there. Cheap to call again and again.
 */
export function preloadOverlay(): void {
  void loadFocusTrap().catch(() => undefined);
}
