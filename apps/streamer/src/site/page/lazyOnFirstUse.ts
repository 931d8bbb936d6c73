import { lazy, type ComponentType } from 'react';

const reloadFlag = 'streamer:chunk-reload';

/**
 * React.lazy for what loads on first use (issue 13). A chunk that will not load usually means a deploy
 * replaced it while the page was open: the page reloads once (the new build names the new chunk), the
 * promise never settling meanwhile; the flag names this build, so if the reloaded page's chunk fails
 * too the error shows instead of a loop.
 */
export function lazyOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy<ComponentType<Props>>(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (reloadOnceForFailedChunk()) return new Promise(() => undefined);
      throw error;
    }
  });
}

/** SPEC 8: reloads the page unless this build already reloaded for a chunk; whether it reloaded. */
export function reloadOnceForFailedChunk(): boolean {
  try {
    // This build's identity: the content-hashed URL of the chunk this module is in.
    if (window.sessionStorage.getItem(reloadFlag) === import.meta.url) return false;
    window.sessionStorage.setItem(reloadFlag, import.meta.url);
  } catch {
    // No storage (privacy mode): without the guard a reload could loop.
    return false;
  }
  window.location.reload();
  return true;
}
