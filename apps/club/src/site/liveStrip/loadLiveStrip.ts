import { normaliseError, type ApiClient } from '@club/api-client';
import type { LiveMatchState } from '@club/live';
import { defaultTeam } from '../../routes/-components/matchesHead';

/**
 * The live strip's match (issue 31): the first team's match while it is live, as its match centre has it
 * (the minute needs the live state), without line-ups, stats and commentary: the strip shows none of
 * them, and the page carries it for every visitor. Events stay empty: the strip shows only the score.
 */
export type LiveStripData = LiveMatchState;

/**
 * The first team's live match, or null when it has none. SPEC 8: every page asks for it, so a failing
 * call is only logged and the page goes without its strip, never to the error page.
 */
export async function loadLiveStrip(api: ApiClient): Promise<LiveStripData | null> {
  try {
    const next = (await api.matches.next(defaultTeam)).data;
    if (next?.status !== 'live') return null;
    const { match, live } = (await api.matches.match(next.id)).data;
    return match.status === 'live' ? { match, live, events: [] } : null;
  } catch (error) {
    console.error('Problem retrieving the live match', normaliseError(error));
    return null;
  }
}
