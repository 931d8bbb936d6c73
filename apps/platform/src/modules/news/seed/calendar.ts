/** A London calendar day, as UTC midnight so day arithmetic never meets a clock change. */
export type Day = Date;

export const day = (year: number, month: number, date: number): Day => new Date(Date.UTC(year, month - 1, date));
export const addDays = (from: Day, days: number): Day => new Date(from.getTime() + days * 86_400_000);
const pad = (value: number): string => String(value).padStart(2, '0');
export const isoDay = (value: Day): string =>
  `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
/** 0 is Sunday. */
export const weekday = (value: Day): number => value.getUTCDay();

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
export const weekdayName = (value: Day): string => weekdays[weekday(value)] as string;
export const monthName = (month: number): string => months[month - 1] as string;
export const longDate = (value: Day): string =>
  `${weekdayName(value)} ${value.getUTCDate()} ${monthName(value.getUTCMonth() + 1)}`;

