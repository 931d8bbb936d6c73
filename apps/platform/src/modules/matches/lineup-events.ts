import type { Lineup, LineupPlayer, MatchEvent } from '@club/api-client';
import { minuteText } from '../live/announce';

type Side = 'home' | 'away';

/** One player an event names, what the event says they did, and where the line-up must keep them. */
interface Claim {
  player: LineupPlayer;
  side: Side;
  did: string;
  /** 'anywhere': starting XI or bench; 'bench': among the substitutes (they came on from it). */
  place: 'anywhere' | 'bench';
  /** The event, as 'take … back first' names it. */
  event: string;
}

function claimsOf(event: MatchEvent): Claim[] {
  const other: Side = event.side === 'home' ? 'away' : 'home';
  switch (event.type) {
    case 'goal':
    case 'penalty': {
      const goal = event.type === 'goal' ? 'the goal' : 'the penalty';
      const scored: Claim = { player: event.player, side: event.side, did: event.type === 'goal' ? 'scored' : 'scored a penalty', place: 'anywhere', event: goal };
      return event.assist ? [scored, { player: event.assist, side: event.side, did: 'assisted a goal', place: 'anywhere', event: goal }] : [scored];
    }
    case 'own-goal':
      // The side is the one whose score rose: the scorer plays for the other.
      return [{ player: event.player, side: other, did: 'scored an own goal', place: 'anywhere', event: 'the own goal' }];
    case 'yellow':
      return [{ player: event.player, side: event.side, did: 'was booked', place: 'anywhere', event: 'the booking' }];
    case 'red':
      return [{ player: event.player, side: event.side, did: 'was sent off', place: 'anywhere', event: 'the red card' }];
    case 'substitution': {
      const on: Claim = { player: event.player, side: event.side, did: 'came on as a substitute', place: 'bench', event: 'the substitution' };
      return event.playerOff ? [on, { player: event.playerOff, side: event.side, did: 'was substituted', place: 'anywhere', event: 'the substitution' }] : [on];
    }
    default:
      return event.type satisfies never;
  }
}

/**
 * The same player in a new line-up: the club's by squad id, the opponents' by name (so a shirt number
 * typed wrong can still be put right; an event records both).
 */
function samePlayer(a: LineupPlayer, b: LineupPlayer): boolean {
  if (a.playerId !== null || b.playerId !== null) return a.playerId === b.playerId;
  return a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
}

/**
 * Why new line-ups contradict the events already recorded for the match, in words that name the first
 * such event (scorer, assist, booking, sending-off, substitution and its minute), or null when they do
 * not: a player an event names must stay in their side's line-up, and one who came on stays on the bench
 * list. `sideNames` are the clubs' names, for the sentence.
 */
export function lineupContradiction(events: readonly MatchEvent[], lineups: { home: Lineup; away: Lineup }, sideNames: Record<Side, string>): string | null {
  for (const event of events) {
    for (const claim of claimsOf(event)) {
      const lineup = lineups[claim.side];
      const where = claim.place === 'bench' ? lineup.substitutes : [...lineup.startingXI, ...lineup.substitutes];
      if (where.some((player) => samePlayer(player, claim.player))) continue;
      const keep = claim.place === 'bench' ? `among ${sideNames[claim.side]}’s substitutes` : `in ${sideNames[claim.side]}’s line-up`;
      const when = event.addedTime ? minuteText(event) : `the ${minuteText(event)}`;
      return `${claim.player.name} ${claim.did} in ${when}: keep them ${keep}, or take ${claim.event} back first.`;
    }
  }
  return null;
}
