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

export const matchdayMessages = {
  notMatchday: 'Only match-day staff can record match events.',
  notLive: 'This match is not live',
  eventGone: 'That event has already been changed or removed. The list now shows the match as it is.',
  kickOffNotToday: 'Only a match due to kick off today can be kicked off.',
  notScheduled: 'Only a match still to be played can be moved or postponed.',
  resultNotPlayed: 'A result can be entered once the match has kicked off.',
  resultLive: 'This match is live: record its events in the live console, or blow full time first.',
} as const;
