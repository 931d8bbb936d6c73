/** A timer that calls `poll` every `intervalMs` while the page is visible; `destroy()` stops it for good. */
export interface LivePoller {
  destroy(): void;
}

export interface LivePollerOptions {
  intervalMs: number;
  poll: () => void;
  /** The document whose visibility pauses polling (injectable for tests). */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Polls only while the tab is visible: a hidden tab stops its timer, and becoming visible again polls at
 * once (the score may have changed meanwhile) and restarts the interval.
 */
export function createLivePoller({ intervalMs, poll, document = globalThis.document }: LivePollerOptions): LivePoller {
  let timer: ReturnType<typeof setInterval> | undefined;
  let destroyed = false;

  const start = () => {
    if (timer === undefined) timer = setInterval(poll, intervalMs);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = () => {
    if (destroyed) return;
    if (document.visibilityState === 'visible') {
      poll();
      start();
    } else {
      stop();
    }
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  if (document.visibilityState === 'visible') start();

  return {
    destroy() {
      destroyed = true;
      stop();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
