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
 * 360p and 180p: the second rendition costs the encoder about 3 points of a core (README 'Live renditions').
 * 540p,270p costs it about 9 more and is what a fan on Wi-Fi deserves, but on this 2-core machine under
 * load (load average ~30) its live first frame went from 3–5 s to 10–18 s in `pnpm bench streaming`, the
 * encoder not keeping real time: it is for a machine with cores to spare (LIVE_RENDITIONS=540p,270p).
 */
export const defaultLiveRenditions: readonly LiveRenditionName[] = ['360p', '180p'];
