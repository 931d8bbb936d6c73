import type { Match, Team } from '@club/api-client';
import { toZonedTime } from 'date-fns-tz';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { canonicalUrl } from '../site/seo';
import { clubName } from '../site/site';

export const clubTimeZone = 'Europe/London';

/** A match is about two hours from kick-off to the final whistle, with half-time. */
const matchLengthMs = 2 * 60 * 60 * 1000;

/** Calendar apps re-fetch a subscribed calendar about this often (REFRESH-INTERVAL). */
export const calendarRefreshSeconds = 6 * 60 * 60;

/**
 * Europe/London since 1996 (EU rules: last Sunday of March at 01:00 UTC, last Sunday of October). Written
 * out because ical-generator has no time zone database; a TZID without its VTIMEZONE leaves some calendar
 * apps guessing.
 */
export const londonVTimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * A match's UID: the platform's match id never changes, so when a kick-off moves or a result comes in,
 * calendar apps update the event they already have instead of adding a second one.
 */
export const matchUid = (match: Pick<Match, 'id'>) => `match-${match.id}@${new URL(canonicalUrl('/')).host}`;

/** 'Home 2-1 Away' once finished, 'Home v Away' before, in the clubs' names. */
export function matchSummary(match: Match): string {
  const title =
    match.status === 'finished' && match.score
      ? `${match.home.name} ${match.score.home}-${match.score.away} ${match.away.name}`
      : `${match.home.name} v ${match.away.name}`;
  return match.status === 'postponed' ? `${title} (postponed)` : title;
}

/**
 * SEQUENCE follows a match's life (scheduled, postponed, live, finished), so clients that compare it take
 * the newer copy of an event. Subscribed calendars are replaced whole on every refresh anyway; the UID
 * is what keeps each match one event.
 */
export function matchSequence(match: Pick<Match, 'status'>): number {
  switch (match.status) {
    case 'scheduled':
      return 0;
    case 'postponed':
      return 1;
    case 'live':
      return 2;
    case 'finished':
      return 3;
    default:
      return match.status satisfies never;
  }
}

export interface TeamCalendarInput {
  team: Pick<Team, 'name' | 'slug'>;
  seasonName: string;
  matches: readonly Match[];
  /** DTSTAMP of every event: when this copy of the calendar was made. */
  now: Date;
  matchUrl: (match: Match) => string;
}

/** One team's fixtures and results of a season as an iCalendar (RFC 5545) document. */
export function buildTeamCalendar({ team, seasonName, matches, now, matchUrl }: TeamCalendarInput): string {
  const calendar = new ICalCalendar({
    name: `${clubName} ${team.name} fixtures ${seasonName}`,
    description: `Every ${team.name} fixture and result of ${seasonName}; kick-off times update as they change.`,
    prodId: { company: clubName, product: 'Fixtures', language: 'EN' },
    url: canonicalUrl(team.slug === 'first-team' ? '/matches' : `/matches/${team.slug}`),
    ttl: calendarRefreshSeconds,
    // No calendar-wide name: ical-generator would then write DTSTAMP in local time, while RFC 5545
    // wants it in UTC. The generator still adds the VTIMEZONE of every event's TZID.
    timezone: { name: null, generator: (zone) => (zone === clubTimeZone ? londonVTimezone : null) },
  });
  for (const match of matches) {
    const kickOff = new Date(match.kickOff);
    calendar.createEvent({
      id: matchUid(match),
      sequence: matchSequence(match),
      stamp: now,
      // ical-generator writes a TZID event's times from the Date's local fields: toZonedTime makes those
      // read London's wall clock whatever zone the server runs in.
      start: toZonedTime(kickOff, clubTimeZone),
      end: toZonedTime(new Date(kickOff.getTime() + matchLengthMs), clubTimeZone),
      timezone: clubTimeZone,
      summary: matchSummary(match),
      description: [`${match.competition.name}, ${match.round}`, match.status === 'postponed' ? 'Postponed' : '']
        .filter(Boolean)
        .join('\n'),
      location: match.venue,
      url: matchUrl(match),
      status: match.status === 'postponed' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
