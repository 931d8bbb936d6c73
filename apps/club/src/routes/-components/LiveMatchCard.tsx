import type { LiveMatchUpdate, LiveState, Match } from '@club/api-client';
import { matchClockLabel } from '@club/live';
import { MatchCard, type MatchCardProps } from '@club/ui';
import { matchCentrePath, ticketsHrefFor } from './matchesHead';

/**
 * A match as a list shows it now: the live stream's newest state of it when there is one (score,
 * status, minute), else the loader's. At full time the stream's match is a result.
 */
export function withLiveState(
  match: Match,
  updates: ReadonlyMap<number, LiveMatchUpdate>,
): { match: Match; live: LiveState | null } {
  const update = updates.get(match.id);
  return update ? { match: update.match, live: update.live } : { match, live: null };
}

/** Whether a list holds a match the live stream could change: one on, or kicking off today-ish. */
export function anyFollowable(matches: readonly Match[], nowMs: number): boolean {
  return matches.some((match) => {
    if (match.status === 'live') return true;
    if (match.status !== 'scheduled') return false;
    const kickOff = Date.parse(match.kickOff);
    return Math.abs(kickOff - nowMs) < 24 * 3_600_000;
  });
}

/**
 * `MatchCard` for a match that may be live: 'Live 67′ · National League' above the score while it is
 * on, 'FT · …' once the stream has seen it finish, the plain competition otherwise.
 */
export function LiveMatchCard({
  match,
  live,
  headingAs,
  finishedLabel = false,
  onHighlights,
}: {
  match: Match;
  live: LiveState | null;
  headingAs?: MatchCardProps['headingAs'];
  /** Mark a finished match 'FT' (a strip that showed it live); lists of results leave it plain. */
  finishedLabel?: boolean;
  /** Opens the match's highlights (a result with a highlights video). */
  onHighlights?: () => void;
}) {
  const clock = matchClockLabel(match, live);
  const prefix = match.status === 'live' ? `Live ${clock === 'Live' ? '' : clock}`.trim() : finishedLabel ? clock : null;
  return (
    <MatchCard
      competition={prefix ? `${prefix} · ${match.competition.name}` : match.competition.name}
      kickOff={match.kickOff}
      home={{ name: match.home.name, crestKey: match.home.crestKey }}
      away={{ name: match.away.name, crestKey: match.away.crestKey }}
      score={match.score ?? undefined}
      venue={match.status === 'postponed' ? 'Postponed' : match.venue}
      matchCentreHref={matchCentrePath(match)}
      ticketsHref={ticketsHrefFor(match)}
      {...(headingAs ? { headingAs } : {})}
      {...(onHighlights ? { onHighlights } : {})}
    />
  );
}
