import { onDemandComponent } from '../../site/page/onDemandComponent';
import type { MatchLineupsProps, MatchStatsProps } from './MatchCentreDetails';

// Issue 31 ('Fast as the rest'): the match centre's line-ups and stats are not on a phone's first screen,
// and hydrating their rows (two squads of links, the stat bars) was a good part of the page's main-thread
// work after the first paint. One file for both, fetched when the first comes near the screen; each
// hydrates then (MatchCentre's HydrateWhenNear). The route's loader awaits them, so the server and a
// navigation render them at once.
export const matchLineups = onDemandComponent<MatchLineupsProps>(() =>
  import('./MatchCentreDetails').then((module) => module.MatchLineups),
);

export const matchStats = onDemandComponent<MatchStatsProps>(() => import('./MatchCentreDetails').then((module) => module.MatchStats));
