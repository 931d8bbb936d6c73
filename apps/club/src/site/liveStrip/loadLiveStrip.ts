import { normaliseError, type ApiClient } from '@club/api-client';
import type { LiveMatchState } from '@club/live';
import type { QueryClient } from '@tanstack/react-query';
import { matchCentreQueries } from '../../routes/-components/matchCentreData';
import { defaultTeam, matchCentrePath } from '../../routes/-components/matchesHead';
import { matchQueries } from '../matches.queries';

/**
 * The live strip's match (issue 31): the first team's match while it is live, as its match centre has it
 * (the minute needs the live state), without line-ups, stats and commentary: the strip shows none of
 * them, and the page carries it for every visitor. Events stay empty: the strip shows only the score.
 */
export type LiveStripData = LiveMatchState;

/**
 * The first team's live match, or null when it has none. SPEC 8: every page asks for it, so a failing
 * call is only logged and the page goes without its strip, never to the error page.
 *
 * The next match is the shared query the home and category pages read too (one call to the platform for
 * a page that shows both). On that match's own centre (`pathname`) the strip reads the centre's query,
 * which the page loads anyway, instead of asking for the match a second time.
 */
export async function loadLiveStrip(api: ApiClient, queryClient: QueryClient, pathname?: string): Promise<LiveStripData | null> {
  try {
    const next = await queryClient.fetchQuery(matchQueries.next(api, defaultTeam));
    if (next?.status !== 'live') return null;
    const { match, live } =
      pathname === matchCentrePath(next)
        ? await queryClient.ensureQueryData(
            matchCentreQueries.centre(api, { team: next.team, season: next.season, matchId: String(next.id) }),
          )
        : (await api.matches.match(next.id)).data;
    return match.status === 'live' ? { match, live, events: [] } : null;
  } catch (error) {
    console.error('Problem retrieving the live match', normaliseError(error));
    return null;
  }
}
