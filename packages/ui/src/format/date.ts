/** SPEC 1 and 9: every date on both sites is shown in the club's time zone, wherever the fan is. */
export const clubTimeZone = 'Europe/London';

/** What the helpers accept: a Date, an ISO string from the API, or epoch milliseconds. */
export type DateInput = Date | string | number;

/**
 * SPEC 9's formats, written in date-fns' tokens (the ones `formatDate` knows: d, MMM, yyyy, EEE, HH,
 * mm). The spec's Moment-style 'D MMM YYYY' is 'd MMM yyyy' here: in date-fns 'D' is the day of the
 * year and 'YYYY' the week-numbering year, which differ around New Year.
 */
export const dateFormats = {
  /** 'D MMM YYYY': '5 Oct 2025'. */
  default: 'd MMM yyyy',
  /** 'ddd D MMM': 'Sat 4 Oct'. */
  match: 'EEE d MMM',
  /** Kick-off time on a 24-hour clock: '15:00'. */
  time: 'HH:mm',
  /** A fixture's day and kick-off: 'Sat 4 Oct, 15:00'. */
  matchTime: 'EEE d MMM, HH:mm',
  /** The year alone, as in a copyright line: '2026'. */
  year: 'yyyy',
} as const;

export type DateFormat = keyof typeof dateFormats;

function toDate(input: DateInput): Date | undefined {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// English names, fixed: what SPEC 9 prints, whatever locale data the browser or Node carries (ICU's
// en-GB short September is 'Sept' in some versions and 'Sep' in others).
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

let londonParts: Intl.DateTimeFormat | undefined;

/** The London wall clock's numbers at an instant, from the platform's own time-zone data (Intl). */
function londonWallClockFromIntl(date: Date) {
  londonParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: clubTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of londonParts.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  // The weekday of a calendar date does not depend on the zone: read it from that date at UTC.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour: hour % 24, minute, weekday };
}

/** 01:00 UTC on the last Sunday of a month (0-based), when British Summer Time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Since 1996 the UK's clocks change on the EU's rule; before it, Intl's history answers. */
const ruleSince = Date.UTC(1996, 0, 1);

/**
 * The London wall clock's numbers at an instant. Since 1996 London is on GMT, and on BST (an hour
 * ahead) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (the
 * Summer Time Order 2002), so the clock is arithmetic on the instant. Issue 13: building an
 * `Intl.DateTimeFormat` with a time zone loads the zone data, 64 ms of a phone's hydration (4x CPU),
 * on every page that shows a date. Earlier instants (history pages) ask Intl, whose data has the older
 * rules; the test compares both for every hour of the changes from 1996 to 2050.
 */
function londonWallClock(date: Date) {
  const instant = date.getTime();
  if (instant < ruleSince) return londonWallClockFromIntl(date);
  const year = date.getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  const wall = new Date(instant + (summer ? 3_600_000 : 0));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Formats an instant as a London wall-clock date, so a 23:30 UTC kick-off in summer (00:30 BST) shows
 * the next day. Returns '' for an unparseable date: a bad value from the CMS should blank one label,
 * not break the page.
 */
export function formatDate(input: DateInput, format: DateFormat = 'default'): string {
  const date = toDate(input);
  if (!date) return '';
  const clock = londonWallClock(date);
  return dateFormats[format].replace(/yyyy|MMM|EEE|HH|mm|d/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(clock.year);
      case 'MMM':
        return monthNames[clock.month - 1] ?? '';
      case 'EEE':
        return dayNames[clock.weekday] ?? '';
      case 'HH':
        return two(clock.hour);
      case 'mm':
        return two(clock.minute);
      default:
        return String(clock.day);
    }
  });
}

/** 'Sat 4 Oct': the date line on match cards and fixtures. */
export function formatMatchDate(input: DateInput): string {
  return formatDate(input, 'match');
}

/** '15:00' in London time: a kick-off before a score exists. */
export function formatKickOff(input: DateInput): string {
  return formatDate(input, 'time');
}

/** The machine-readable instant for a `<time dateTime>` beside a formatted date; '' if unparseable. */
export function toIsoDateTime(input: DateInput): string {
  return toDate(input)?.toISOString() ?? '';
}
