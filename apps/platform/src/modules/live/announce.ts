import type { Match, MatchEvent, MatchWhistle } from '@club/api-client';
import { ordinal } from '../../shared/ordinal';
import type { CommentaryInput } from './commentary';

/** '23rd minute', or 'minute 90+2' in added time. */
export function minuteText(event: Pick<MatchEvent, 'minute' | 'addedTime'>): string {
  return event.addedTime ? `minute ${event.minute}+${event.addedTime}` : `${ordinal(event.minute)} minute`;
}

const whistleNames: Record<MatchWhistle, string> = {
  'kick-off': 'kick-off',
  'half-time': 'half-time',
  'second-half': 'second-half',
  'full-time': 'full-time',
};

const sideName = (match: Match, side: 'home' | 'away'): string => (side === 'home' ? match.home.name : match.away.name);

/** 'Brackwater Blues 1, Lanmouth Athletic 0' from the match's current score. */
export function scoreLine(match: Match): string {
  const score = match.score ?? { home: 0, away: 0 };
  return `${match.home.name} ${score.home}, ${match.away.name} ${score.away}`;
}

/**
 * What a screen reader says politely when a match changes (the live stream's `announcement`). `match` is
 * the state after the change, so a goal's sentence carries the new score.
 */
export type LiveChange =
  | { kind: 'kick-off' }
  | { kind: 'event'; event: MatchEvent }
  | { kind: 'correction'; event: MatchEvent }
  | { kind: 'half-time' }
  | { kind: 'second-half' }
  | { kind: 'full-time' }
  | { kind: 'tick' }
  /** Staff saved the line-ups in the studio. */
  | { kind: 'lineups' }
  /** Staff took back a whistle they blew in the studio (the console's undo). */
  | { kind: 'whistle-undo'; whistle: MatchWhistle }
  /** A new line of the club's commentary (issue 31); its edits and removals are quiet (null). */
  | { kind: 'commentary'; line: CommentaryInput | null };

export function announce(match: Match, change: LiveChange): string | null {
  const fixture = `${match.home.name} v ${match.away.name}`;
  switch (change.kind) {
    case 'kick-off':
      return `Kick-off: ${fixture}`;
    case 'half-time':
      return `Half-time: ${scoreLine(match)}`;
    case 'second-half':
      return 'Second half under way';
    case 'full-time':
      return `Full time: ${scoreLine(match)}`;
    case 'tick':
      return null;
    case 'commentary':
      return change.line ? `Commentary, ${minuteText(change.line)}: ${change.line.text}` : null;
    case 'whistle-undo':
      return change.whistle === 'kick-off'
        ? `Correction: the kick-off has been taken back. ${fixture} has not started`
        : `Correction: the ${whistleNames[change.whistle]} whistle has been taken back. ${scoreLine(match)}`;
    case 'lineups':
      return `Team news: the line-ups for ${fixture} are in`;
    case 'correction': {
      // Staff took an event back (the studio's undo): said so, with the score it leaves.
      const { event } = change;
      const what =
        event.type === 'goal' || event.type === 'penalty' || event.type === 'own-goal'
          ? `the goal by ${event.player.name}`
          : event.type === 'substitution'
            ? `the substitution of ${event.player.name}`
            : `the ${event.type === 'red' ? 'red' : 'yellow'} card for ${event.player.name}`;
      return `Correction: ${what}, ${minuteText(event)}, has been removed. ${scoreLine(match)}`;
    }
    case 'event': {
      const { event } = change;
      const team = sideName(match, event.side);
      const when = minuteText(event);
      switch (event.type) {
        case 'goal':
          return `Goal for ${team}: ${event.player.name}, ${when}. ${scoreLine(match)}`;
        case 'penalty':
          return `Goal for ${team}: ${event.player.name} scores a penalty, ${when}. ${scoreLine(match)}`;
        case 'own-goal':
          return `Goal for ${team}: an own goal by ${event.player.name}, ${when}. ${scoreLine(match)}`;
        case 'yellow':
          return `Yellow card for ${event.player.name} of ${team}, ${when}`;
        case 'red':
          return `Red card for ${event.player.name} of ${team}, ${when}`;
        case 'substitution':
          return `Substitution for ${team}, ${when}: ${event.player.name} comes on${event.playerOff ? ` for ${event.playerOff.name}` : ''}`;
      }
    }
  }
  return null;
}
