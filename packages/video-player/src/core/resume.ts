/**
 * Where a fan left an on-demand video, per video id in localStorage, so reopening it carries on.
 * Positions near the start or the end are not worth resuming and are forgotten.
 */
const prefix = 'club.video.resume.';
const minimumSeconds = 5;
const endMarginSeconds = 10;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Private modes and sandboxed frames throw on access.
    return null;
  }
}

export function readResumePosition(videoId: string, duration?: number): number | null {
  const value = Number(storage()?.getItem(prefix + videoId));
  if (!Number.isFinite(value) || value < minimumSeconds) return null;
  if (duration !== undefined && Number.isFinite(duration) && value > duration - endMarginSeconds) return null;
  return value;
}

export function saveResumePosition(videoId: string, position: number, duration: number): void {
  const store = storage();
  if (!store) return;
  try {
    if (position < minimumSeconds || (Number.isFinite(duration) && position > duration - endMarginSeconds)) {
      store.removeItem(prefix + videoId);
    } else {
      store.setItem(prefix + videoId, String(Math.floor(position)));
    }
  } catch {
    // A full storage quota only loses the resume point.
  }
}
