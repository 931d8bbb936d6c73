import type { Random } from './random';

/** The teams news is written about; 'club' stories are not tied to one. */
export type TeamSlug = 'first-team' | 'women' | 'u21' | 'u18';

export interface SeasonSpec {
  /** '2024-25' */
  slug: string;
  /** '2024/25', as SPEC 9 shows a season. */
  label: string;
  startYear: number;
}

export const seasons: readonly SeasonSpec[] = [
  { slug: '2024-25', label: '2024/25', startYear: 2024 },
  { slug: '2025-26', label: '2025/26', startYear: 2025 },
];

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

export interface Fixture {
  team: TeamSlug;
  season: SeasonSpec;
  date: Day;
  kickOff: string;
  opponent: string;
  home: boolean;
  cup: boolean;
  goalsFor: number;
  goalsAgainst: number;
}

interface ScheduleShape {
  league: number;
  cup: number;
  /** Month and day of the first game, and of the last, in the season's years. */
  first: [number, number];
  last: [number, number];
  matchDays: readonly number[];
}

const shapes: Record<TeamSlug, ScheduleShape> = {
  'first-team': { league: 30, cup: 3, first: [8, 9], last: [5, 3], matchDays: [6] },
  women: { league: 18, cup: 2, first: [9, 7], last: [5, 10], matchDays: [0] },
  u21: { league: 12, cup: 1, first: [8, 18], last: [4, 20], matchDays: [1, 5] },
  u18: { league: 12, cup: 2, first: [8, 30], last: [4, 25], matchDays: [6] },
};

// How many goals a side scores in a game, roughly as football goes.
const goalWeights = [0.24, 0.34, 0.24, 0.12, 0.06];

function goals(random: Random, boost: number): number {
  let roll = random.next() - boost;
  for (let count = 0; count < goalWeights.length; count += 1) {
    roll -= goalWeights[count] as number;
    if (roll < 0) return count;
  }
  return goalWeights.length - 1;
}

/** The next matchday on or after `from`. */
function snap(from: Day, matchDays: readonly number[]): Day {
  let value = from;
  while (!matchDays.includes(weekday(value))) value = addDays(value, 1);
  return value;
}

/**
 * A season of games for one team: each league opponent home and away (first meetings in the first
 * half of the season), a few cup ties on Tuesdays, kick-off times and results drawn from `random`.
 */
export function schedule(
  team: TeamSlug,
  season: SeasonSpec,
  opponents: readonly string[],
  kickOffs: readonly string[],
  random: Random,
): Fixture[] {
  const shape = shapes[team];
  const first = day(season.startYear, shape.first[0], shape.first[1]);
  const last = day(season.startYear + 1, shape.last[0], shape.last[1]);
  const span = (last.getTime() - first.getTime()) / 86_400_000;
  const order = random.shuffle(opponents);
  const meetings: { opponent: string; home: boolean }[] = [];
  const leagueOpponents = order.slice(0, shape.league / 2);
  leagueOpponents.forEach((opponent, index) => meetings.push({ opponent, home: index % 2 === 0 }));
  leagueOpponents.forEach((opponent, index) => meetings.push({ opponent, home: index % 2 === 1 }));

  const fixtures: Fixture[] = [];
  let previous: Day | undefined;
  meetings.forEach((meeting, index) => {
    let date = snap(addDays(first, Math.round((index * span) / (meetings.length - 1))), shape.matchDays);
    if (previous && date.getTime() <= previous.getTime()) date = snap(addDays(previous, 3), shape.matchDays);
    previous = date;
    fixtures.push(result(team, season, date, random.pick(kickOffs), meeting.opponent, meeting.home, false, random));
  });
  for (let tie = 0; tie < shape.cup; tie += 1) {
    // Cup ties on Tuesdays (Wednesdays for the women), spread through the autumn and winter.
    const around = addDays(first, Math.round(((tie + 1) * span) / (shape.cup + 2)));
    const date = snap(around, [team === 'women' ? 3 : 2]);
    const kickOff = team === 'u18' || team === 'u21' ? '19:00' : '19:45';
    fixtures.push(result(team, season, date, kickOff, random.pick(opponents), random.chance(0.5), true, random));
  }
  return fixtures.sort((a, b) => a.date.getTime() - b.date.getTime());
}

function result(
  team: TeamSlug,
  season: SeasonSpec,
  date: Day,
  kickOff: string,
  opponent: string,
  home: boolean,
  cup: boolean,
  random: Random,
): Fixture {
  // A little home advantage; cup ties are never drawn (extra time is not written up).
  let goalsFor = goals(random, home ? 0.08 : 0);
  let goalsAgainst = goals(random, home ? 0 : 0.05);
  if (cup && goalsFor === goalsAgainst) {
    if (random.chance(0.55)) goalsFor += 1;
    else goalsAgainst += 1;
  }
  return { team, season, date, kickOff, opponent, home, cup, goalsFor, goalsAgainst };
}
