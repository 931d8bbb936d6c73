// Plain lists of the streamer api, without zod, so browser code can import them without pulling the
// schemas (and zod) into its bundle. The schemas build on these.

/** What the streaming provider carries of a fixture. */
export const fixtureCoverages = ['video', 'audio'] as const;
export type FixtureCoverage = (typeof fixtureCoverages)[number];

/**
 * SPEC 9 'Streamer FAQ' for a fixture seen from the UK or Ireland: streamed there, blacked out (kick-off
 * inside a blackout window) or not shown there at all (cup games).
 */
export const ukIrelandAvailabilities = ['available', 'blackout', 'unavailable'] as const;
export type UkIrelandAvailability = (typeof ukIrelandAvailabilities)[number];

/** Whether live streams may be watched from where the viewer is, now. */
export const liveAvailabilityStatuses = ['available', 'blocked'] as const;
export type LiveAvailabilityStatus = (typeof liveAvailabilityStatuses)[number];
