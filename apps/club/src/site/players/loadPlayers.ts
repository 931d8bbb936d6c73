import { preloadShaka } from '@club/video-player';

/**
 * The players' code: the chunk with the video modal and the audio bar (onDemand.ts), loaded when a video
 * or the audio first opens (issue 13), or before, when something that opens one comes into view or under
 * the pointer (`preloadPlayers`, issue 30).
 */
export const loadPlayers = () => import('./onDemand');

let preloading: Promise<void> | null = null;

/**
 * Loads the players' chunk and shaka-player ahead of a click, once: a fan who opens a video then waits for
 * the session check and the stream, not for 300 KB of script. A failure is forgotten (the click loads
 * again, and reports).
 */
export function preloadPlayers(): Promise<void> {
  preloading ??= Promise.all([loadPlayers(), preloadShaka()]).then(
    () => undefined,
    () => {
      preloading = null;
    },
  );
  return preloading;
}
