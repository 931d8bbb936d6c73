import type { LineupPlayer, LiveState, Match, MatchEvent } from '@club/api-client';

/** '23′', or '90+2′' in added time. */
export function minuteLabel(event: Pick<MatchEvent, 'minute' | 'addedTime'>): string {
  return event.addedTime ? `${event.minute}+${event.addedTime}′` : `${event.minute}′`;
}

const typeLabels: Record<MatchEvent['type'], string> = {
  goal: 'Goal',
  penalty: 'Penalty goal',
  'own-goal': 'Own goal',
  yellow: 'Yellow card',
  red: 'Red card',
  substitution: 'Substitution',
};

const sideName = (match: Match, side: MatchEvent['side']) => (side === 'home' ? match.home.name : match.away.name);

/** One line of the console's event list: '23′ Goal, Brackwater Blues: Sam Carter (assist Hal Vision)'. */
export function eventText(match: Match, event: MatchEvent): string {
  const who =
    event.type === 'substitution'
      ? `${event.player.name} on${event.playerOff ? ` for ${event.playerOff.name}` : ''}`
      : `${event.player.name}${event.assist ? ` (assist ${event.assist.name})` : ''}`;
  return `${minuteLabel(event)} ${typeLabels[event.type]}, ${sideName(match, event.side)}: ${who}`;
}

/** Where the match stands, in words: 'Live 23′, first half', 'Half-time', 'Full time', 'Kick-off 15:00'. */
export function matchStateText(match: Match, live: LiveState | null): string {
  switch (match.status) {
    case 'live': {
      if (!live) return 'Live';
      if (live.period === 'half-time') return 'Half-time';
      const minute = minuteLabel({ minute: live.minute, addedTime: live.addedTime ?? null });
      return `Live ${minute}, ${live.period === 'first-half' ? 'first half' : 'second half'}`;
    }
    case 'finished':
      return 'Full time';
    case 'postponed':
      return 'Postponed';
    case 'scheduled':
      return `Kick-off ${match.kickOffLocal.time}`;
    default:
      return match.status satisfies never;
  }
}

/** What the console says of a match time it cannot read: the event form and the commentary say the same. */
export const matchTimeMessage = 'Give the minute, e.g. 23 or 90+2.';

/**
 * A minute as staff type it: '23' or '90+2' (added time follows 45 or 90). Null when it is not one, so
 * the form can say so before the platform would.
 */
export function parseMinute(text: string): Pick<MatchEvent, 'minute' | 'addedTime'> | null {
  const found = /^\s*(\d{1,3})\s*(?:\+\s*(\d{1,2}))?\s*$/.exec(text);
  if (!found) return null;
  const minute = Number(found[1]);
  const addedTime = found[2] === undefined ? null : Number(found[2]);
  if (minute < 1 || minute > 120) return null;
  if (addedTime !== null && (addedTime < 1 || (minute !== 45 && minute !== 90))) return null;
  return { minute, addedTime };
}

/** The minute the console offers for a new event: the match clock's. */
export function currentMinuteText(live: LiveState | null): string {
  if (!live) return '1';
  if (live.period === 'half-time') return '45';
  return live.addedTime ? `${live.minute}+${live.addedTime}` : String(live.minute);
}

/** A player as a select shows them: '9 Sam Carter'. */
export const playerLabel = (player: LineupPlayer) => `${player.shirtNumber} ${player.name}`;
