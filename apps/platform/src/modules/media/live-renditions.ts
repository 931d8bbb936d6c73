// The live video's renditions, apart from the encoder so the platform's settings (config.ts) can name them
// without importing the live channels.

/**
 * Issue 30, 'the live video at two renditions': the renditions the live encoder may make (LIVE_RENDITIONS),
 * named by frame height, 16:9, each with its bitrate (kbit/s). ABR moves between them; the first rendition a
 * player starts on is its choice (shaka starts low and climbs).
 */
export const liveRenditions = {
  '540p': { height: 540, kbps: 1_200 },
  '360p': { height: 360, kbps: 600 },
  '270p': { height: 270, kbps: 400 },
  '180p': { height: 180, kbps: 250 },
} as const;
export type LiveRenditionName = keyof typeof liveRenditions;
export const liveRenditionNames = Object.keys(liveRenditions) as LiveRenditionName[];

/**
 * 540p for a fan on Wi-Fi and 270p for a phone that has less, as issue 30 asks. Measured on the 2-core
 * machine (README 'Live renditions'): the video encoder takes about 18 % of a core for the two, against 8–9 %
 * for the one 360p rendition it replaced, and the live channels together about a third of a core, so a
 * 2-core machine affords it; LIVE_RENDITIONS=360p (or 360p,180p) gives it back where it cannot.
 */
export const defaultLiveRenditions: readonly LiveRenditionName[] = ['540p', '270p'];

