import { type MatchEvent, type MatchWhistle, fullTimeAfterMinutes, isFirstHalfMoment, momentAfterKickOffMs, secondHalfStartsAfterMinutes } from '@club/api-client';
import type { Selectable } from 'kysely';
import type { MatchCentreTable, MatchTable } from './db';

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

/**
 * What a whistle staff blew changed, kept on the match centre (`whistle_undo`, newest last) so the console
 * can take it back: the clock it counted from before, and, for full time, the stats and highlights before.
 */
export interface WhistleUndo {
  kind: MatchWhistle;
  /** The instant of the whistle. */
  at: string;
  clock: string | null;
  stats: string | null;
  highlights: string | null;
}

export const whistleStackOf = (json: string | null | undefined): WhistleUndo[] => (json ? (JSON.parse(json) as WhistleUndo[]) : []);

/** What says which clock a match counts from: its fixture, and its centre's clock and whistles (once live). */
export interface MatchClockRecords {
  match: Pick<Selectable<MatchTable>, 'kick_off'>;
  centre: Pick<Selectable<MatchCentreTable>, 'clock_kick_off' | 'whistle_undo'> | undefined;
}

/** The instant a match's clock counts from: a whistle staff blew, else the scheduled kick-off. */
export function clockKickOffMs(records: MatchClockRecords): number {
  return Date.parse(records.centre?.clock_kick_off ?? records.match.kick_off);
}

/**
 * The instant the match clock counted from at a moment of the match (`momentMs` after kick-off, as
 * `momentAfterKickOffMs` places an event): each whistle staff blow retimes the clock from then on, so a
 * first-half moment (api-client's `isFirstHalfMoment`, the rule the sites' Watch follows too) is placed
 * by the clock before the half-time whistle (kept on the whistle stack), a second-half one by the clock
 * now (the second half's whistle set it). Without a half-time whistle by staff, one clock for the whole
 * match. The goal clips and the live state's kick-offs on the stream (matches/service.ts) both ask here.
 */
export function clockKickOffAtMs(records: MatchClockRecords, momentMs: number): number {
  if (!isFirstHalfMoment(momentMs)) return clockKickOffMs(records);
  const halfTime = whistleStackOf(records.centre?.whistle_undo).findLast((whistle) => whistle.kind === 'half-time');
  return halfTime ? Date.parse(halfTime.clock ?? records.match.kick_off) : clockKickOffMs(records);
}
