import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** SPEC 1 and 9: the club's time zone. Dates shown to fans are London wall-clock time, BST or GMT. */
export const clubTimeZone = 'Europe/London';

/** An instant as London date 'YYYY-MM-DD' and time 'HH:mm:ss'. */
export function toLondonDateTime(instant: Date | string): { date: string; time: string } {
  const time = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(time.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  // Formatting is the costly part: do it once per instant, not once per half.
  const [date = '', clock = ''] = formatInTimeZone(time, clubTimeZone, 'yyyy-MM-dd HH:mm:ss').split(' ');
  return { date, time: clock };
}

/** Whether two instants fall on the same London date (a match that kicks off today, by the club's calendar). */
export function sameLondonDate(a: Date | string, b: Date | string): boolean {
  return toLondonDateTime(a).date === toLondonDateTime(b).date;
}

/**
 * A London wall-clock time ('YYYY-MM-DD HH:mm' or with seconds) as an ISO 8601 UTC instant. Seed data
 * is written in London time, as the club's staff would write it.
 */
export function londonToInstant(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) throw new RangeError(`Expected 'YYYY-MM-DD HH:mm', got '${local}'`);
  const [, y, mo, d, h, mi, s = '00'] = match;
  const wall = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const instant = fromZonedTime(wall, clubTimeZone);
  // A time in the skipped spring hour (01:30 on the last Sunday of March) exists on no London clock:
  // date-fns-tz reads it on the winter side; it lands an hour later, as a clock would show it.
  if (formatInTimeZone(instant, clubTimeZone, "yyyy-MM-dd'T'HH:mm:ss") !== wall) return new Date(instant.getTime() + 3_600_000).toISOString();
  return instant.toISOString();
}
