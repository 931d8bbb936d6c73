// Plain lists and limits of the analytics api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.

/** What a record is about: a page seen, an advert seen, an advert followed. */
export const analyticsEvents = ['pageView', 'advertLoad', 'advertClick'] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];

/** SPEC 3 'Tracking payload': the channel of the sites. */
export const analyticsChannels = ['web'] as const;
export type AnalyticsChannel = (typeof analyticsChannels)[number];

/** SPEC 3 and 9: logID and sessionID are random integers from 1 to 1,000,000. */
export const trackingIdMax = 1_000_000;

/** How many records one address may send in a minute before the platform answers 429. */
export const analyticsRecordsPerMinute = 120;
