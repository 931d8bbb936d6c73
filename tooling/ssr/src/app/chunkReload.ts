/**
 * SPEC 8: a chunk that fails to load (usually a deploy replaced it while the page was open) reloads the
 * page, once. The flag in sessionStorage names the build that reloaded: the reloaded page is the newest
 * build, so if its chunk fails too the chunk is truly gone (or the network is) and reloading again would
 * loop. A later deploy is another build, and may reload once more. No clock: 'once' must not depend on
 * how long a busy phone takes to reload.
 */
// One name for every site: each is its own origin, with its own sessionStorage.
const reloadFlag = 'site:chunk-reload';

/** This build's identity: the URL of the (content-hashed) chunk this module was bundled into. */
function currentBuild(): string {
  return import.meta.url;
}

/** The browsers' words for a module that would not load (Chromium, Firefox, Safari), and Vite's for its CSS. */
const chunkErrorPattern = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a failed chunk or dynamic import, in any browser's wording. */
export function isChunkLoadError(error: unknown): boolean {
  return Boolean(error) && chunkErrorPattern.test(error instanceof Error ? error.message : String(error));
}

/** Reloads unless this tab already reloaded for a chunk of this build. Returns whether it reloaded. */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  build: string = currentBuild(),
): boolean {
  try {
    if (storage.getItem(reloadFlag) === build) return false;
    storage.setItem(reloadFlag, build);
  } catch {
    // No storage (privacy mode): without the guard a reload could loop, so show the error instead.
    return false;
  }
  reload();
  return true;
}
