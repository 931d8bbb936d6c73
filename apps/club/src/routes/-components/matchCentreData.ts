import { normaliseError, type ApiClient, type LiveState, type Match, type MatchCentre, type MatchEvent } from '@club/api-client';
import { liveMinuteLabel, showsLiveMatches } from '@club/live';
import { queryOptions } from '@tanstack/react-query';
import { formatKickOff, formatMatchDate } from '@club/ui';
import { notFound } from '@tanstack/react-router';
import { canonicalUrl, pageHead, siteOrigin } from '../../site/seo';
import { clubName, pageTitle } from '../../site/site';
import { matchCentrePath } from './matchesHead';

const hourMs = 3_600_000;

/**
 * Whether a match centre listens to the live stream: while the match is on, from a day before kick-off
 * (it may start while the page is open) and for a few hours after (full time, late corrections). A
 * match long finished or far off opens no stream.
 */
export function followsLiveStream(match: Pick<Match, 'status' | 'kickOff'>, nowMs: number): boolean {
  if (match.status === 'live') return true;
  if (match.status === 'postponed') return false;
  const kickOff = Date.parse(match.kickOff);
  return nowMs > kickOff - 24 * hourMs && nowMs < kickOff + 6 * hourMs;
}

/** Highlights go to Club TV until the video player opens them in place. */
export const highlightsPath = '/videos';

const matchIdPattern = /^[1-9]\d{0,9}$/;

export interface MatchCentreParams {
  team: string;
  season: string;
  matchId: string;
}

/**
 * The match centre of `/match/$team/$season/$matchId`. An id that is not a number, an unknown match,
 * or a match of another team or season is `notFound()`: every match has one address.
 */
export async function loadMatchCentre(api: ApiClient, params: MatchCentreParams): Promise<MatchCentre> {
  if (!matchIdPattern.test(params.matchId)) throw notFound();
  let centre: MatchCentre;
  try {
    centre = (await api.matches.match(Number(params.matchId))).data;
  } catch (error) {
    if (normaliseError(error).statusCode === 404) throw notFound();
    throw error;
  }
  if (centre.match.team !== params.team || centre.match.season !== params.season) throw notFound();
  return centre;
}

export const matchCentreQueries = {
  /** A match centre; its match, live state and events follow the live stream's messages in the cache. */
  centre: (api: ApiClient, params: MatchCentreParams) =>
    queryOptions({
      queryKey: ['matches', 'centre', params.team, params.season, params.matchId] as const,
      queryFn: () => loadMatchCentre(api, params),
      meta: showsLiveMatches,
    }),
};

/** The line under the score: 'Live 67′', 'Live 90+2′', 'Half-time', 'Full time', 'Postponed' or the kick-off. */
export function statusLabel(match: Match, live: LiveState | null): string {
  switch (match.status) {
    case 'live':
      if (live?.period === 'half-time') return 'Half-time';
      return live ? `Live ${liveMinuteLabel(live)}` : 'Live';
    case 'finished':
      return 'Full time';
    case 'postponed':
      return 'Postponed';
    case 'scheduled':
      return `${formatMatchDate(match.kickOff)}, ${formatKickOff(match.kickOff)}`;
    default:
      return match.status satisfies never;
  }
}

/** '45+2′' or '67′'. */
export function eventMinute(event: Pick<MatchEvent, 'minute' | 'addedTime'>): string {
  return liveMinuteLabel(event);
}

export const eventTypeLabels: Record<MatchEvent['type'], string> = {
  goal: 'Goal',
  'own-goal': 'Own goal',
  penalty: 'Penalty goal',
  yellow: 'Yellow card',
  red: 'Red card',
  substitution: 'Substitution',
};

/** The stats rows in display order, with their labels. */
export const statRows = [
  ['possession', 'Possession'],
  ['shots', 'Shots'],
  ['shotsOnTarget', 'Shots on target'],
  ['corners', 'Corners'],
  ['fouls', 'Fouls'],
  ['offsides', 'Offsides'],
] as const;

/** A side's share of a stat as a bar width in percent; an even split when neither has any. */
export function statShare(home: number, away: number): { home: number; away: number } {
  const total = home + away;
  if (total === 0) return { home: 50, away: 50 };
  const homeShare = Math.round((home / total) * 100);
  return { home: homeShare, away: 100 - homeShare };
}

const eventStatus = {
  scheduled: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
} as const satisfies Record<Match['status'], string>;

/** schema.org SportsEvent for search engines. */
export function sportsEventJsonLd(match: Match) {
  const team = (club: Match['home']) => ({
    '@type': 'SportsTeam',
    name: club.name,
    logo: `${siteOrigin()}/images/400x400/${club.crestKey}`,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${match.home.name} v ${match.away.name}`,
    description: `${match.competition.name}, ${match.round}`,
    sport: 'Soccer',
    startDate: match.kickOff,
    eventStatus: eventStatus[match.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: canonicalUrl(matchCentrePath(match)),
    location: { '@type': 'Place', name: match.venue },
    homeTeam: team(match.home),
    awayTeam: team(match.away),
    competitor: [team(match.home), team(match.away)],
    organizer: { '@type': 'SportsOrganization', name: clubName },
  };
}

/**
 * The match centre's `head()`: the usual tags plus SportsEvent JSON-LD. Worked out by the loader, which
 * returns it whole, so the centre itself travels once, in the query cache.
 */
export function matchCentreHead(centre: Pick<MatchCentre, 'match'> | undefined) {
  if (!centre) return { meta: [{ title: pageTitle('Page not found') }] };
  const { match } = centre;
  const score = match.score ? ` ${match.score.home}-${match.score.away}` : '';
  return pageHead({
    title: `${match.home.name}${score} ${match.away.name} | Match Centre`,
    description: `${match.competition.name} ${match.round}, ${formatMatchDate(match.kickOff)} at ${match.venue}: line-ups, events, stats and the match report.`,
    path: matchCentrePath(match),
    imageKey: match.opponent.crestKey,
    // The router writes the script as raw HTML: `<` escaped, so no name staff type (a club, a venue) can
    // close the script element (`</script>`) or open a comment. The article's jsonLdText escapes more, but
    // importing it here would give two routes a chunk of their own to share.
    jsonLd: JSON.stringify(sportsEventJsonLd(match)).replace(/</g, '\\u003c'),
  });
}
