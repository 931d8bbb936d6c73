import { readFileSync } from 'node:fs';
import { type StreamMediaType, streamMediaTypes } from '@club/api-client';
import { formatInTimeZone } from 'date-fns-tz';
import { z } from 'zod';
import blackoutsFile from '../../../content/video/blackouts.json' with { type: 'json' };

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a time like '14:45'");

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'expected an IANA time zone such as Europe/London');

const windowSchema = z
  .object({
    days: z.array(z.enum(weekdays)).optional(),
    dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')).optional(),
    from: clockTime,
    to: clockTime,
  })
  .refine((window) => (window.days?.length ?? 0) + (window.dates?.length ?? 0) > 0, 'a window needs days or dates')
  .refine((window) => window.from < window.to, 'from must be before to (windows do not cross midnight)');

const ruleSchema = z.object({
  name: z.string().min(1),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'expected an upper-case ISO 3166-1 alpha-2 code')).min(1),
  mediaTypes: z.array(z.enum(streamMediaTypes)).min(1),
  timeZone,
  windows: z.array(windowSchema).min(1),
});
export type BlackoutRule = z.infer<typeof ruleSchema>;

const fileSchema = z.object({ rules: z.array(ruleSchema) });

function parseBlackouts(data: unknown, file = 'content/video/blackouts.json'): BlackoutRule[] {
  const result = fileSchema.safeParse(data);
  if (!result.success) throw new Error(`${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data.rules;
}

/**
 * GEO_BLACKOUTS_FILE: rules of the same shape from another file, read once at start, replacing the
 * built-in ones (an operator adds a window without a release; the browser tests use an all-day one).
 */
export function readBlackoutsFile(path: string): BlackoutRule[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`GEO_BLACKOUTS_FILE ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return parseBlackouts(data, path);
}

/** The blackout rules of `content/video/blackouts.json`, checked when the module loads. */
export const blackoutRules: readonly BlackoutRule[] = parseBlackouts(blackoutsFile);

function wallClock(instant: Date, zone: string): { date: string; weekday: Weekday; time: string } {
  const [date = '', weekday = '', time = ''] = formatInTimeZone(instant, zone, 'yyyy-MM-dd EEEE HH:mm').split(' ');
  return { date, weekday: weekday as Weekday, time };
}

export interface BlackoutQuestion {
  /** ISO 3166-1 alpha-2, upper case; null when unknown (then nothing is blacked out). */
  country: string | null;
  mediaType: StreamMediaType;
  at: Date;
}

/**
 * The rule that refuses this viewer now, or null. Pure: the rules, the country, the kind of stream and
 * the instant decide; the wall clock is read in each rule's own time zone, so BST and GMT both hold.
 */
export function activeBlackout(rules: readonly BlackoutRule[], { country, mediaType, at }: BlackoutQuestion): BlackoutRule | null {
  if (!country) return null;
  for (const rule of rules) {
    if (!rule.countries.includes(country) || !rule.mediaTypes.includes(mediaType)) continue;
    const clock = wallClock(at, rule.timeZone);
    const inWindow = rule.windows.some(
      (window) =>
        (window.days?.includes(clock.weekday) || window.dates?.includes(clock.date)) &&
        clock.time >= window.from &&
        clock.time < window.to,
    );
    if (inWindow) return rule;
  }
  return null;
}
