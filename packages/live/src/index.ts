export { createLiveFeed, liveMatchesPath, pageLiveFeed } from './core/liveFeed';
export type { CreateEventSource, EventSourceLike, LiveFeed, LiveFeedOptions, LiveFeedStatus } from './core/liveFeed';
export { liveMatchKey, showsLiveMatches, withLiveUpdate, writeLiveUpdate } from './core/liveCache';
export { countdown, countdownText, twoDigits } from './core/countdown';
export type { Countdown } from './core/countdown';
export { liveMinuteLabel, liveMinuteText, matchClockLabel } from './core/liveLabels';
export { LiveFeedProvider, useLiveFeed } from './react/LiveFeedProvider';
export { useLiveAnnouncement, useLiveMatch, useLiveMatches } from './react/useLiveMatch';
export type { LiveMatchState, UseLiveMatchOptions } from './react/useLiveMatch';
