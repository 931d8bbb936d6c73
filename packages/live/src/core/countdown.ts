/** The parts of the time left to kick-off, as the countdown shows them. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Kick-off has passed (the match is on, or the countdown has run out before the next poll). */
  started: boolean;
}

/** Time left from `now` to `kickOff` (both ms since the epoch), in whole seconds, never negative. */
export function countdown(kickOff: number, now: number): Countdown {
  const left = Math.max(0, Math.floor((kickOff - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    started: left === 0,
  };
}

/** Two digits, so the countdown's width never changes as it ticks (no layout shift). */
export const twoDigits = (value: number): string => String(Math.min(value, 99)).padStart(2, '0');

const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/**
 * The countdown in words for screen readers, to the minute: a timer announced every second would be
 * noise, and the label is what the accessible name says when someone reaches it.
 */
export function countdownText(parts: Countdown): string {
  if (parts.started) return 'Kick-off';
  const words = [
    parts.days > 0 ? plural(parts.days, 'day') : null,
    parts.days > 0 || parts.hours > 0 ? plural(parts.hours, 'hour') : null,
    plural(parts.minutes, 'minute'),
  ].filter((word): word is string => word !== null);
  return `${words.join(', ')} to kick-off`;
}
