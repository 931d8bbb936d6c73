/** SPEC 1 and 9: the club's time zone. Dates shown to fans are London wall-clock time, BST or GMT. */
export const clubTimeZone = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: clubTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date): WallClock {
  // Formatting is the costly part: do it once per instant, not once per field.
  const parts = londonParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** An instant as London date 'YYYY-MM-DD' and time 'HH:mm:ss'. */
export function toLondonDateTime(instant: Date | string): { date: string; time: string } {
  const time = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(time.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  const c = wallClock(time);
  return {
    date: `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`,
  };
}

/** London's offset from UTC at an instant, in minutes (60 in summer, 0 in winter). */
function londonOffsetMinutes(epochMs: number): number {
  const c = wallClock(new Date(epochMs));
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/**
 * A London wall-clock time ('YYYY-MM-DD HH:mm' or with seconds) as an ISO 8601 UTC instant. Seed data
 * is written in London time, as the club's staff would write it.
 */
export function londonToInstant(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) throw new RangeError(`Expected 'YYYY-MM-DD HH:mm', got '${local}'`);
  const [, y, mo, d, h, mi, s = '0'] = match.map((v) => v ?? '0');
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Guess with the offset at the wall time read as UTC, then correct once: right on both sides of a
  // clock change (a time in the skipped spring hour lands an hour later, as a clock would show it).
  const first = wall - londonOffsetMinutes(wall) * 60_000;
  const instant = wall - londonOffsetMinutes(first) * 60_000;
  return new Date(instant).toISOString();
}
