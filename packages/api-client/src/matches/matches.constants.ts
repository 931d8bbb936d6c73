// Plain lists and limits of the matches api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const matchStatuses = ['scheduled', 'live', 'finished', 'postponed'] as const;
export type MatchStatus = (typeof matchStatuses)[number];
export const matchEventTypes = ['goal', 'own-goal', 'penalty', 'yellow', 'red', 'substitution'] as const;
export type MatchEventType = (typeof matchEventTypes)[number];
export const goalEventTypes = ['goal', 'own-goal', 'penalty'] as const satisfies readonly MatchEventType[];

/**
 * The match clock's shape (the platform's modules/matches/match-clock.ts plays matches by it): the
 * second half kicks off this many minutes after the first.
 */
export const secondHalfStartsAfterMinutes = 61;
/** …and full time comes this many minutes after kick-off (the platform's match clock has the same). */
export const fullTimeAfterMinutes = 110;
const minuteMs = 60_000;

/**
 * How long after kick-off a moment of the timeline happened: the start of its minute (minute m of the
 * first half is m - 1 minutes in; 45+2 is 46 minutes in; the second half counts from its own kick-off).
 * With the kick-off on a stream's clock, this finds the moment in the live video.
 */
export function momentAfterKickOffMs(event: { minute: number; addedTime: number | null }): number {
  const { minute, addedTime } = event;
  if (minute <= 45) return (minute - 1 + (addedTime ?? 0)) * minuteMs;
  return (secondHalfStartsAfterMinutes + (minute - 46) + (addedTime ?? 0)) * minuteMs;
}

/**
 * Whether a moment (`momentAfterKickOffMs`) is the first half's: before the second half's kick-off. Staff's
 * half-time whistle retimes the match clock from then on, so the clock of the first half placed such a
 * moment, and the clock in force now placed a later one. The one rule of which clock applies, for the
 * platform (goal clips, the live state) and the sites (Watch) alike.
 */
export function isFirstHalfMoment(momentMs: number): boolean {
  return momentMs < secondHalfStartsAfterMinutes * minuteMs;
}
