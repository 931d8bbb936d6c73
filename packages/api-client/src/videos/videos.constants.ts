// Plain lists and limits of the videos api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const videoSearchDefaultPageSize = 12;
export const videoFeedDefaultPageSize = 10;
export const videoMaxPageSize = 50;
export const videoDurations = [
  { name: 'short', label: 'Short', videoDurationMin: 0, videoDurationMax: 300 },
  { name: 'medium', label: 'Medium', videoDurationMin: 301, videoDurationMax: 600 },
  { name: 'long', label: 'Long', videoDurationMin: 601, videoDurationMax: null },
] as const;
export const videoDurationNames = ['short', 'medium', 'long'] as const;
export type VideoDurationName = (typeof videoDurationNames)[number];
export const videoSections = ['current', 'fallback'] as const;
export type VideoSection = (typeof videoSections)[number];
export const videoSearchSorts = ['releaseFrom desc', 'releaseFrom asc'] as const;
export type VideoSearchSort = (typeof videoSearchSorts)[number];
export const streamStatuses = ['active', 'idle', 'disabled', 'preparing', 'errored'] as const;
export type StreamStatus = (typeof streamStatuses)[number];
export const streamMediaTypes = ['live-stream', 'on-demand'] as const;
export type StreamMediaType = (typeof streamMediaTypes)[number];

/**
 * SPEC 3 'Shared user state' mediaPlayer.mediaType, plus the live audio bar's: what a session check names.
 * The platform decides by the asset itself (live or on demand); the type is the player's word for it.
 */
export const sessionCheckMediaTypes = ['OnDemand', 'DrmLiveVideo', 'LiveVideo', 'LiveAudio'] as const;
export type SessionCheckMediaType = (typeof sessionCheckMediaTypes)[number];

/** SPEC 7 'Websocket to concurrency endpoint', on the same origin as the api (the sites forward the upgrade). */
export const concurrencySocketPath = '/api/videos/concurrency';
/** SPEC 9: a player pings its concurrency session every 30 s. */
export const concurrencyPingSeconds = 30;
/** A session not pinged for this long is over (two missed pings and some slack). */
export const concurrencySessionTtlSeconds = 75;

/**
 * SPEC 7's encoded session id: the user id plus the asset id, and the device (the shared state's random
 * `sessionID`), because DESIGN 'Media' allows one session per stream per device. Each part is
 * URI-encoded, so ':' separates them unambiguously.
 */
export function encodeConcurrencySessionId(parts: { userId: string; assetId: string; deviceId: string }): string {
  return [parts.userId, parts.assetId, parts.deviceId].map(encodeURIComponent).join(':');
}

/** The parts of an encoded session id, or null when it is not one. */
export function decodeConcurrencySessionId(sessionId: string): { userId: string; assetId: string; deviceId: string } | null {
  if (sessionId.length > 512) return null;
  const parts = sessionId.split(':');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  try {
    const [userId, assetId, deviceId] = parts.map(decodeURIComponent) as [string, string, string];
    return { userId, assetId, deviceId };
  } catch {
    return null;
  }
}

/** What a player sends on the concurrency socket (SPEC 7): its session once, then a ping every 30 s. */
export type ConcurrencyClientMessage = { action: 'session'; sessionId: string } | { action: 'ping' };
/**
 * What the platform answers on the socket: 'limit' carries SPEC 8's ERR_54648_1. The studio's hold on a
 * live stream reaches a fan already playing it here too: 'stopped' when it is disabled (SPEC 8's
 * ERR_3684853_2, as the session check refuses it), 'offAir' when it is held idle, with the stream's
 * offline image (SPEC 4's live poster). Either way the session's slot is given back.
 */
export type ConcurrencyServerMessage =
  | { action: 'session' | 'ping'; status: 'ok'; sessions: number }
  | { action: 'session' | 'ping'; status: 'limit'; code: 'ERR_54648_1'; message: string }
  | { action: 'session' | 'ping'; status: 'stopped'; code: 'ERR_3684853_2'; message: string }
  | { action: 'session' | 'ping'; status: 'offAir'; offlineImageKey: string }
  | { action: 'session' | 'ping' | 'unknown'; status: 'invalid'; message: string };
