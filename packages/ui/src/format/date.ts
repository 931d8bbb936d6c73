import { formatInTimeZone } from 'date-fns-tz';

/** SPEC 1 and 9: every date on both sites is shown in the club's time zone, wherever the fan is. */
export const clubTimeZone = 'Europe/London';

/** What the helpers accept: a Date, an ISO string from the API, or epoch milliseconds. */
export type DateInput = Date | string | number;

/**
 * SPEC 9's formats, written in date-fns tokens. The spec's Moment-style 'D MMM YYYY' is 'd MMM yyyy'
 * here: in date-fns 'D' is the day of the year and 'YYYY' the week-numbering year, which differ
 * around New Year.
 */
export const dateFormats = {
  /** 'D MMM YYYY': '5 Oct 2025'. */
  default: 'd MMM yyyy',
  /** 'ddd D MMM': 'Sat 4 Oct'. */
  match: 'EEE d MMM',
  /** Kick-off time on a 24-hour clock: '15:00'. */
  time: 'HH:mm',
} as const;

export type DateFormat = keyof typeof dateFormats;

function toDate(input: DateInput): Date | undefined {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats an instant as a London wall-clock date, so a 23:30 UTC kick-off in summer (00:30 BST) shows
 * the next day. Returns '' for an unparseable date: a bad value from the CMS should blank one label,
 * not break the page.
 */
export function formatDate(input: DateInput, format: DateFormat = 'default'): string {
  const date = toDate(input);
  return date ? formatInTimeZone(date, clubTimeZone, dateFormats[format]) : '';
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
