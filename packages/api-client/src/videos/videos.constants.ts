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
