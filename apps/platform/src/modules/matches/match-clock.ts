import { type MatchEvent, fullTimeAfterMinutes, momentAfterKickOffMs, secondHalfStartsAfterMinutes } from '@club/api-client';

/**
 * How a match plays out in real time: the one mapping from wall-clock time since kick-off to the
 * match's period and minute. The seed (what has already happened when the world is laid out), the live
 * engine (what happens next) and the tests all use it, so they cannot disagree.
 *
 * - first half: kick-off to +46 min (minutes 1–45, then 45+1)
 * - half-time: +46 to +61 min
 * - second half: +61 min to +110 min (minutes 46–90, then 90+1 to 90+4)
 * - full time: +110 min
 *
 * An event of minute m is due as the clock reaches that minute (the start of the m-th minute).
 */
export const firstHalfEndsAfterMin = 46;
export const secondHalfStartsAfterMin = secondHalfStartsAfterMinutes;
export const fullTimeAfterMin = fullTimeAfterMinutes;
const minuteMs = 60_000;

export type MatchPhase =
  | { status: 'scheduled' }
  | { status: 'live'; period: 'first-half' | 'half-time' | 'second-half'; minute: number; addedTime: number | null }
  | { status: 'finished' };

/** Where a match that kicks off at `kickOffMs` stands at `nowMs`. */
export function matchPhase(kickOffMs: number, nowMs: number): MatchPhase {
  const elapsed = nowMs - kickOffMs;
  if (elapsed < 0) return { status: 'scheduled' };
  const minutes = Math.floor(elapsed / minuteMs);
  if (minutes < 45) return { status: 'live', period: 'first-half', minute: minutes + 1, addedTime: null };
  if (minutes < firstHalfEndsAfterMin) return { status: 'live', period: 'first-half', minute: 45, addedTime: minutes - 44 };
  if (minutes < secondHalfStartsAfterMin) return { status: 'live', period: 'half-time', minute: 45, addedTime: null };
  const second = minutes - secondHalfStartsAfterMin;
  if (second < 45) return { status: 'live', period: 'second-half', minute: 46 + second, addedTime: null };
  if (minutes < fullTimeAfterMin) return { status: 'live', period: 'second-half', minute: 90, addedTime: second - 44 };
  return { status: 'finished' };
}

/** The instant (ms) an event of the timeline is due: when the match clock reaches its minute. */
export function eventDueMs(kickOffMs: number, event: Pick<MatchEvent, 'minute' | 'addedTime'>): number {
  return kickOffMs + momentAfterKickOffMs(event);
}

/** The instant (ms) of the final whistle. */
export function fullTimeMs(kickOffMs: number): number {
  return kickOffMs + fullTimeAfterMin * minuteMs;
}

/** The events of a planned timeline that have happened by `nowMs`, in match order. */
export function eventsDue<E extends Pick<MatchEvent, 'minute' | 'addedTime'>>(kickOffMs: number, plan: readonly E[], nowMs: number): E[] {
  return plan.filter((event) => eventDueMs(kickOffMs, event) <= nowMs);
}
