import { getClock } from '@club/clock';

/**
 * SPEC 8: a chunk that fails to load (usually a deploy replaced it while the page was open) reloads the
 * page, once. The flag lives in sessionStorage so a chunk that is truly gone cannot reload forever.
 */
const reloadFlag = 'club:chunk-reload';
/** How long a reload counts as 'just now': a later failure in the same tab may reload again. */
const reloadWindowMs = 10_000;

const chunkErrorPattern =
  /Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a failed chunk or dynamic import, in any browser's wording. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return error instanceof Error && error.name === 'ChunkLoadError' ? true : chunkErrorPattern.test(message);
}

/** Reloads unless this tab already reloaded for a chunk a moment ago. Returns whether it reloaded. */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = getClock().nowMs(),
): boolean {
  try {
    const last = storage.getItem(reloadFlag);
    if (last !== null && now - Number(last) < reloadWindowMs) return false;
    storage.setItem(reloadFlag, String(now));
  } catch {
    // No storage (privacy mode): without the guard a reload could loop, so show the error instead.
    return false;
  }
  reload();
  return true;
}
