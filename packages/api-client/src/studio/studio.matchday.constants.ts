// Plain lists and limits of the studio's match-day desk (issue 16), without zod, so the console can
// import them without pulling the schemas into its first load. The schemas build on these.

/** The referee's whistles the console records, in the order a match has them. */
export const matchWhistles = ['kick-off', 'half-time', 'second-half', 'full-time'] as const;
export type MatchWhistle = (typeof matchWhistles)[number];

/** Fixtures a page of the desk's list holds. */
export const studioFixturesPageSize = 20;

/** What the fixtures list can be narrowed to. */
export const studioFixtureStatuses = ['scheduled', 'live', 'finished', 'postponed'] as const;
export type StudioFixtureStatus = (typeof studioFixtureStatuses)[number];

/** The most goals a side may be given in a result (a typo guard, not a football rule). */
export const studioResultMaxGoals = 30;

/** The longest line of live commentary: a line, read at a glance in the match centre's timeline. */
export const commentaryMaxLength = 280;

/** What the console's commentary form and the platform say (issue 31). */
export const commentaryMessages = {
  empty: 'Write the line first.',
  tooLong: `Keep a line to ${commentaryMaxLength} characters.`,
  minute: 'Give the minute, from 0 to 120.',
  addedTime: 'Added time is from 1 to 20 minutes, after minute 45 or 90.',
  notMatchDay: 'Commentary can be written on match day: while the match is live, or on the day it is played.',
  notYours: 'Only the person who wrote a line can change or remove it.',
  gone: 'That line has already been removed.',
} as const;

export const matchdayMessages = {
  notMatchday: 'Only match-day staff can record match events.',
  notLive: 'This match is not live',
  eventGone: 'That event has already been changed or removed. The list now shows the match as it is.',
  kickOffNotToday: 'Only a match due to kick off today can be kicked off.',
  notScheduled: 'Only a match still to be played can be moved or postponed.',
  resultNotPlayed: 'A result can be entered once the match has kicked off.',
  resultLive: 'This match is live: record its events in the live console, or blow full time first.',
  whistleGone: 'That whistle has already been taken back, or the match has moved on. The console now shows the match as it is.',
  kickOffHasEvents: 'Take back the match’s events first, then the kick-off.',
  kickOffUndoDue: 'The demo kicks this match off at its scheduled time, which has passed: its kick-off cannot be taken back.',
} as const;

/**
 * The formations a line-up can take: the ones the club's teams and their opponents line up in. The club
 * site's match centre names the formation and lists the starting XI in its order (goalkeeper, then
 * each line from the back), so a formation is its lines, from defence to attack.
 */
export const lineupFormations = ['4-4-2', '4-3-3', '4-2-3-1', '4-1-4-1', '3-5-2', '3-4-3', '5-3-2'] as const;
export type LineupFormation = (typeof lineupFormations)[number];

/** The most substitutes a side may name. */
export const lineupMaxSubstitutes = 12;

export type LineupRole = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';

/** One place of a formation: its role, and a label that tells it from the others ('Midfielder 2'). */
export interface FormationSlot {
  role: LineupRole;
  label: string;
}

/**
 * The eleven places of a formation in the order the starting XI lists them: the goalkeeper, then the
 * first line (defenders), the middle lines (midfielders) and the last line (forwards).
 */
export function formationSlots(formation: LineupFormation): FormationSlot[] {
  const lines = formation.split('-').map(Number);
  const roles: LineupRole[] = ['Goalkeeper'];
  lines.forEach((count, index) => {
    const role: LineupRole = index === 0 ? 'Defender' : index === lines.length - 1 ? 'Forward' : 'Midfielder';
    for (let n = 0; n < count; n++) roles.push(role);
  });
  const seen: Partial<Record<LineupRole, number>> = {};
  return roles.map((role) => {
    seen[role] = (seen[role] ?? 0) + 1;
    return { role, label: role === 'Goalkeeper' ? 'Goalkeeper' : `${role} ${seen[role]}` };
  });
}

export const lineupMessages = {
  elevenStarters: 'Pick 11 starters: one for every place of the formation.',
  goalkeeper: 'The starting XI needs a goalkeeper in goal.',
  notEditable: 'Line-ups can be set until full time; this match is over or postponed.',
  fromSquad: 'Pick the club’s players from the squad list.',
} as const;
