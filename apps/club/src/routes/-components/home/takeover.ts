import { fullTimeAfterMinutes, type CommentaryLine, type LiveState, type Match, type MatchEvent } from '@club/api-client';
import type { HomeTeamMatches } from './homeData';

const minuteMs = 60_000;
/** SPEC 3 `matchdayTakeover` (issue 31): from an hour before kick-off to an hour after full time. */
export const takeoverBeforeMs = 60 * minuteMs;
export const takeoverAfterFullTimeMs = 60 * minuteMs;

/**
 * The match that takes the home page over now, if any: the first team's live match; its next one from
 * an hour before kick-off; its latest result until an hour after full time.
 */
export function takeoverMatch(firstTeam: HomeTeamMatches, nowMs: number): Match | null {
  const { next, last } = firstTeam;
  if (next?.status === 'live') return next;
  if (next?.status === 'scheduled') {
    const kickOffMs = Date.parse(next.kickOff);
    if (kickOffMs - nowMs <= takeoverBeforeMs && nowMs - kickOffMs <= fullTimeAfterMinutes * minuteMs + takeoverAfterFullTimeMs) return next;
  }
  if (last?.status === 'finished' && nowMs - Date.parse(last.kickOff) <= fullTimeAfterMinutes * minuteMs + takeoverAfterFullTimeMs) return last;
  return null;
}

/**
 * SPEC 3 `matchdayTakeover (matchID, data)`: the match leading the home page, as the server rendered it.
 * Shaped as a match centre (`match`, `live`, `events`, `commentary`), so the live stream's messages
 * replace all four in the page's cache (@club/live's withLiveUpdate) and the hero follows the match.
 */
export interface MatchdayTakeover {
  match: Match;
  live: LiveState | null;
  events: MatchEvent[];
  commentary: CommentaryLine[];
}
