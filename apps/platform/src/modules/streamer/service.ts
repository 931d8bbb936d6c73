import type { LiveAvailability, Match, StreamerFaq, StreamerFixture, UkIrelandAvailability } from '@club/api-client';
import { getClock } from '@club/clock';
import { sessionCheckCodes, sessionCheckOutcome } from '@club/entitlements';
import type { MatchesService } from '../matches/service';
import { activeBlackout, blackoutRules, type BlackoutRule } from '../videos/blackouts';
import { streamerFaqs, streamerFeedRules, type StreamerFeedRules } from './content';

export interface StreamerServiceOptions {
  matches: Pick<MatchesService, 'matches'>;
  /** The teams whose fixtures the feed lists. */
  teams: () => Promise<string[]>;
  now?: () => Date;
  rules?: StreamerFeedRules;
  /** The session check's live blackouts (content/video/blackouts.json): one rule for both. */
  blackouts?: readonly BlackoutRule[];
}

/** A country the FAQ speaks for when it says 'UK and Ireland'. */
const ukIrelandCountry = 'GB';

/** SPEC 7 'streaming provider fixtures feed', SPEC 9 'Streamer FAQ', and the blackout they explain. */
export function createStreamerService({
  matches,
  teams,
  now = () => getClock().now(),
  rules = streamerFeedRules,
  blackouts = blackoutRules,
}: StreamerServiceOptions) {
  /** A fixture seen from the UK and Ireland: cup games are not shown; a kick-off inside a blackout window is blacked out. */
  const ukIreland = (match: Match): UkIrelandAvailability => {
    if (match.competition.kind === 'cup' && rules.cupGamesUnavailableIn.includes(ukIrelandCountry)) return 'unavailable';
    const blackout = activeBlackout(blackouts, { country: ukIrelandCountry, mediaType: 'live-stream', at: new Date(match.kickOff) });
    return blackout ? 'blackout' : 'available';
  };

  return {
    /** The coming fixtures of every team (a live one first, as it kicked off earliest), soonest first. */
    async fixtures(limit: number): Promise<StreamerFixture[]> {
      const lists = await Promise.all((await teams()).map((team) => matches.matches(team, undefined)));
      return lists
        .flat()
        .filter((match) => match.status === 'scheduled' || match.status === 'live')
        .sort((a, b) => a.kickOff.localeCompare(b.kickOff) || a.id - b.id)
        .slice(0, limit)
        .map((match) => ({ match, coverage: rules.coverage[match.team] ?? [], ukIreland: ukIreland(match) }));
    },

    faqs(): StreamerFaq[] {
      return streamerFaqs;
    },

    /**
     * 'Can I watch live from here now?': the session check's country refusal (ERR_56882466_2) asked
     * before paying, by the same rules (activeBlackout) and the same country (countryOf).
     */
    liveAvailability(country: string | null): LiveAvailability {
      const blackout = activeBlackout(blackouts, { country, mediaType: 'live-stream', at: now() });
      if (!blackout) return { status: 'available', country, code: null, message: null };
      const code = sessionCheckCodes.countryNotAllowed;
      return { status: 'blocked', country, code, message: sessionCheckOutcome(code).message.text };
    },
  };
}
export type StreamerService = ReturnType<typeof createStreamerService>;
