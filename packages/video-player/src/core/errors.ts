/**
 * Shaka's numbered errors folded into what a fan can be told. `forbidden` is a 401/403 that a fresh
 * token did not cure (the session ended, or the rights changed).
 */
export const playerErrorKinds = ['unsupported', 'forbidden', 'network', 'manifest', 'media', 'drm', 'unknown'] as const;
export type PlayerErrorKind = (typeof playerErrorKinds)[number];

export const playerErrorMessages: Record<PlayerErrorKind, string> = {
  unsupported: 'Sorry, this browser cannot play this stream',
  forbidden: 'Sorry, your access to this stream has ended. Please try again',
  network: 'Sorry, the stream could not be reached. Please check your connection and try again',
  manifest: 'Sorry, this stream is not available right now',
  media: 'Sorry, this stream could not be played',
  drm: 'Sorry, this protected stream could not be played in this browser',
  unknown: 'Sorry, there has been a problem playing this stream',
};

export interface PlayerError {
  kind: PlayerErrorKind;
  /** Shaka's numeric code (e.g. 1001 BAD_HTTP_STATUS), or 0 when the error did not come from shaka. */
  code: number;
  message: string;
}

/** shaka.util.Error's categories (lib/util/error.js). */
const category = { network: 1, text: 2, media: 3, manifest: 4, streaming: 5, drm: 6, player: 7 } as const;
const badHttpStatus = 1001;

interface ShakaErrorLike {
  category?: unknown;
  code?: unknown;
  data?: unknown;
}

/** The HTTP status of a shaka BAD_HTTP_STATUS error (its data[1]), else null. */
export function httpStatusOf(error: unknown): number | null {
  const candidate = error as ShakaErrorLike | null;
  if (!candidate || candidate.code !== badHttpStatus || !Array.isArray(candidate.data)) return null;
  const status: unknown = candidate.data[1];
  return typeof status === 'number' ? status : null;
}

export function isAuthFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 401 || status === 403;
}

/**
 * shaka's RECOVERABLE severity (1): it retries or skips on its own and playback goes on, as when a live
 * segment is asked for a moment before the origin has it. Only CRITICAL errors (2) stop the player.
 */
export function isRecoverable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { severity?: unknown }).severity === 1;
}

export function toPlayerError(error: unknown): PlayerError {
  const candidate = (error ?? {}) as ShakaErrorLike;
  const code = typeof candidate.code === 'number' ? candidate.code : 0;
  const kind = kindOf(candidate, error);
  return { kind, code, message: playerErrorMessages[kind] };
}

function kindOf(candidate: ShakaErrorLike, error: unknown): PlayerErrorKind {
  if (isAuthFailure(error)) return 'forbidden';
  switch (candidate.category) {
    case category.network:
      return 'network';
    case category.manifest:
      return 'manifest';
    case category.media:
    case category.streaming:
    case category.text:
      return 'media';
    case category.drm:
      return 'drm';
    default:
      return 'unknown';
  }
}
