import type { LiveState, Match } from '@club/api-client';

/**
 * The minute as a match clock shows it: '67′', '90+2′', or 'HT' at half-time. Without a period (an
 * event's minute) just the minute.
 */
export function liveMinuteLabel(live: Pick<LiveState, 'minute' | 'addedTime'> & { period?: LiveState['period'] }): string {
  if (live.period === 'half-time') return 'HT';
  return live.addedTime ? `${live.minute}+${live.addedTime}′` : `${live.minute}′`;
}

/** The minute in words, for screen readers: '90 plus 2 minutes', 'Half-time'. */
export function liveMinuteText(live: Pick<LiveState, 'minute' | 'addedTime' | 'period'>): string {
  if (live.period === 'half-time') return 'Half-time';
  return live.addedTime ? `${live.minute} plus ${live.addedTime} minutes` : `${live.minute} minutes`;
}

/**
 * A match's clock in a list or strip: the minute while live (or 'Live' before the first tick), 'FT'
 * once finished, null before kick-off and for postponed matches.
 */
export function matchClockLabel(match: Pick<Match, 'status'>, live: LiveState | null): string | null {
  switch (match.status) {
    case 'live':
      return live ? liveMinuteLabel(live) : 'Live';
    case 'finished':
      return 'FT';
    case 'scheduled':
    case 'postponed':
      return null;
    default:
      return match.status satisfies never;
  }
}
