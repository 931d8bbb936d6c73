import { createHash } from 'node:crypto';
import { londonToInstant, toLondonDateTime } from './london-time';

/**
 * The demo world anchored on the clock's today (issue 12). The seed content is written once, around two
 * template seasons — 2024-25 ("previous") and 2025-26 ("current") — and this module maps it onto the
 * present: every authored date moves by a whole number of weeks (so a Saturday stays a Saturday and a
 * date stays within four days of the same calendar date), season slugs and names are relabelled, and
 * statuses come from the clock. Pure: the same instant and settings give the same world.
 */

/** The template's current season starts in this year (content/matches/seasons.json). */
const templateCurrentYear = 2025;

export interface WorldSettings {
  /** The current season's start year, or 'auto': August–July (Aug–Dec → this year, Jan–Jul → last year). */
  season: number | 'auto';
  /** Pre-season mode (SPEC 4): on, off, or 'auto' = by calendar, in June and July. */
  preSeason: boolean | 'auto';
}

export interface DemoWorld {
  /** The instant the world is laid out at (the seed instant). */
  nowMs: number;
  /** London calendar day of `nowMs`, 'YYYY-MM-DD'. */
  today: string;
  /** The current season's start year: 2026 for 2026/27. */
  seasonStartYear: number;
  preSeason: boolean;
  /** Whole days every authored date moves by: a multiple of seven. */
  shiftDays: number;
  /** Years every season label moves by (template 2025-26 → current). */
  shiftYears: number;
  /**
   * The demo world (DEMO_WORLD, on outside production): the demo accounts, vouchers and grants are seeded,
   * and the demo-day match kicks off at `demoKickOffMs`. Off: the club's content only, no made-up match.
   */
  demo: boolean;
  /** The demo-day first-team match kicks off here: the seed instant floored to the minute, less 20 minutes. Absent without the demo world. */
  demoKickOffMs?: number;
  /** What the seeds' versions hash besides their content: the London day and the settings. */
  key: string;
}

const dayMs = 86_400_000;
const demoKickOffLeadMinutes = 20;

/** The season (Aug–Jul) a London date belongs to, by its start year. */
export function seasonStartOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= 8 ? year : year - 1;
}

export function buildWorld(
  nowMs: number,
  settings: WorldSettings = { season: 'auto', preSeason: 'auto' },
  { demo = true }: { demo?: boolean } = {},
): DemoWorld {
  const today = toLondonDateTime(new Date(nowMs)).date;
  const month = Number(today.slice(5, 7));
  const seasonStartYear = settings.season === 'auto' ? seasonStartOf(today) : settings.season;
  const preSeason = settings.preSeason === 'auto' ? month === 6 || month === 7 : settings.preSeason;
  const shiftYears = seasonStartYear - templateCurrentYear;
  // `+ 0` turns Math.round's -0 (a season just before the template's) into 0.
  const shiftDays = 7 * Math.round((shiftYears * 365.2425) / 7) + 0;
  const demoKickOffMs = Math.floor(nowMs / 60_000) * 60_000 - demoKickOffLeadMinutes * 60_000;
  return {
    nowMs,
    today,
    seasonStartYear,
    preSeason,
    shiftDays,
    shiftYears,
    demo,
    ...(demo ? { demoKickOffMs } : {}),
    key: `${today}|season=${settings.season}|preSeason=${settings.preSeason}${demo ? '' : '|demo=off'}`,
  };
}

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic at UTC noon, so no clock change interferes). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / dayMs);
}

/** An authored London day moved onto the world. */
export const shiftDay = (world: DemoWorld, date: string): string => addDays(date, world.shiftDays);

/** An authored London wall-clock time ('YYYY-MM-DD HH:mm') moved onto the world: same wall-clock time. */
export const shiftLocal = (world: DemoWorld, local: string): string => `${shiftDay(world, local.slice(0, 10))}${local.slice(10)}`;

/** An authored UTC instant moved onto the world, keeping its London wall-clock time. */
export function shiftInstant(world: DemoWorld, instant: string): string {
  const { date, time } = toLondonDateTime(instant);
  return londonToInstant(`${shiftDay(world, date)} ${time}`);
}

/** A template season slug ('2025-26') relabelled onto the world ('2026-27'). */
export function shiftSeasonSlug(world: DemoWorld, slug: string): string {
  const start = Number(slug.slice(0, 4)) + world.shiftYears;
  return seasonSlugOf(start);
}

export const seasonSlugOf = (start: number): string => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
export const seasonNameOf = (start: number): string => `${start}/${String((start + 1) % 100).padStart(2, '0')}`;

/** Season labels in a template text ('2024-25', '2025/26') relabelled onto the world; other numbers stay. */
export function relabelSeasons(world: DemoWorld, text: string): string {
  return text.replace(/\b(20\d\d)([-/])(\d\d)\b/g, (label, start: string, separator: string, end: string) => {
    if ((Number(start) + 1) % 100 !== Number(end)) return label;
    const year = Number(start) + world.shiftYears;
    return separator === '-' ? seasonSlugOf(year) : seasonNameOf(year);
  });
}

/** London midnight of `today + days`, as a UTC instant: windows relative to the world's today. */
export const londonMidnight = (world: DemoWorld, days: number): string => londonToInstant(`${addDays(world.today, days)} 00:00`);

/**
 * Bump when a generator's code changes what it writes for the same content and day, so the next start
 * rolls the world out again (the versions hash the content and the day, not the generated rows, since
 * the demo match's kick-off depends on the instant the day was first laid out).
 */
const worldRevision = 1;

/** A seed version: a hash of what the seed is made from plus the world's day and settings. */
export function worldVersion(world: DemoWorld, ...content: unknown[]): string {
  return createHash('sha256').update(JSON.stringify([worldRevision, world.key, content])).digest('hex').slice(0, 16);
}
