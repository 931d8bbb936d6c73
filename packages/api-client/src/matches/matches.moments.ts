// Plain logic of the matches api, without zod (types only), so browser code can import it.
import { isFirstHalfMoment, momentAfterKickOffMs } from './matches.constants';
import type { LiveState, MatchEvent } from './matches.schemas';

/**
 * Where a moment of the timeline is in the live video (issue 31, Watch): ms of the stream's clock (its
 * program date-time). Staff's whistles retime the match clock from then on, so the live state says where
 * each clock put kick-off on the stream: a moment of the first half is placed by the first half's
 * (`firstHalfStreamKickOff`), a later one by the clock in force now (`streamKickOff`). A platform that
 * names only the latter places every moment by it. Null when the live state places no kick-off (no live
 * video). The platform places each goal's clip by the same rule (`clockKickOffAtMs`).
 */
export function momentOnStreamMs(
  live: Pick<LiveState, 'streamKickOff' | 'firstHalfStreamKickOff'>,
  event: Pick<MatchEvent, 'minute' | 'addedTime'>,
): number | null {
  const momentMs = momentAfterKickOffMs(event);
  const kickOff = isFirstHalfMoment(momentMs) ? (live.firstHalfStreamKickOff ?? live.streamKickOff) : live.streamKickOff;
  const kickOffMs = kickOff === undefined ? Number.NaN : Date.parse(kickOff);
  return Number.isNaN(kickOffMs) ? null : kickOffMs + momentMs;
}
