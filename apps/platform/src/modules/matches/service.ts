import type {
  Club,
  Competition,
  LeagueTable,
  LiveState,
  Match,
  MatchCentre,
  MatchEvent,
  MatchStats,
  Season,
} from '@club/api-client';
import { type Clock, systemTime } from '@club/clock';
import { toLondonDateTime } from '../../shared/london-time';
import { clockKickOffAtMs, clockKickOffMs, fullTimeMs, matchPhase } from './match-clock';
import type { CentreRecord, ClubRecord, CompetitionRecord, MatchRecord, MatchesRepo, SeasonRecord } from './repo';
import { toCommentaryLine } from './commentary';
import { computeTable } from './table';

/** An answer of 404 with a message a fan can read; the error handler turns it into the JSON error shape. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

const toSeason = (record: SeasonRecord): Season => ({
  year: record.year,
  slug: record.slug,
  name: record.name,
  current: record.is_current === 1,
});

export const toClub = (record: ClubRecord): Club => ({
  slug: record.slug,
  name: record.name,
  shortName: record.short_name,
  crestKey: record.crest_key,
  isClub: record.is_club === 1,
});

export const toCompetition = (record: CompetitionRecord): Competition => ({
  slug: record.slug,
  name: record.name,
  shortName: record.short_name,
  kind: record.kind,
});

interface Lookups {
  clubs: Map<string, Club>;
  competitions: Map<string, Competition>;
}

function toMatch(record: MatchRecord, { clubs, competitions }: Lookups): Match {
  const find = <T>(map: Map<string, T>, key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`match ${record.id} refers to unknown '${key}'`);
    return value;
  };
  const home = find(clubs, record.home_club);
  const away = find(clubs, record.away_club);
  const homeAway = home.isClub ? 'home' : 'away';
  const score =
    record.home_score === null || record.away_score === null ? null : { home: record.home_score, away: record.away_score };
  let result: Match['result'] = null;
  if (record.status === 'finished' && score) {
    const ours = homeAway === 'home' ? score.home : score.away;
    const theirs = homeAway === 'home' ? score.away : score.home;
    result = ours > theirs ? 'W' : ours === theirs ? 'D' : 'L';
  }
  const local = toLondonDateTime(record.kick_off);
  return {
    id: record.id,
    team: record.team_slug,
    season: record.season_slug,
    competition: find(competitions, record.competition_slug),
    round: record.round,
    homeAway,
    home,
    away,
    opponent: homeAway === 'home' ? away : home,
    venue: record.venue,
    kickOff: record.kick_off,
    kickOffLocal: { date: local.date, time: local.time.slice(0, 5) },
    status: record.status,
    score,
    result,
    reportSlug: record.report_slug,
    highlightsVideoId: record.highlights_video_id,
  };
}

/**
 * `streamClockAheadMs`: how far the live video's clock (its program date-time: ffmpeg writes real time)
 * is ahead of the match clock (the platform's, which a demo or a test may set to another day).
 */
function toLive(match: Match, centre: CentreRecord, nowMs: number, streamClockAheadMs: number): LiveState | null {
  if (match.status !== 'live' || centre.live_minute === null || centre.live_period === null || !match.score) return null;
  // The kick-off as the clock in force counts it: the fixture's, or as staff's last whistle set it.
  const clockRecords = { match: { kick_off: match.kickOff }, centre };
  const kickOffMs = clockKickOffMs(clockRecords);
  // Added time is not stored: it is the match clock's, when the stored minute is the clock's minute (45+2, 90+3).
  const phase = matchPhase(kickOffMs, nowMs);
  const addedTime =
    phase.status === 'live' && phase.minute === centre.live_minute && phase.period === centre.live_period ? phase.addedTime : null;
  return {
    minute: centre.live_minute,
    ...(addedTime ? { addedTime } : {}),
    period: centre.live_period,
    score: match.score,
    updatedAt: centre.live_updated_at ?? match.kickOff,
    // Where each clock put kick-off on the stream: staff retiming at half-time moved the clock in force,
    // not the first half's moments (api-client's momentOnStreamMs picks one per moment).
    streamKickOff: new Date(kickOffMs + streamClockAheadMs).toISOString(),
    firstHalfStreamKickOff: new Date(clockKickOffAtMs(clockRecords, 0) + streamClockAheadMs).toISOString(),
  };
}

/** Fixtures, results, match centres, tables and seasons. Unknown teams, seasons, matches → NotFoundError. */
export function createMatchesService(repo: MatchesRepo, { clock, streamClock = systemTime }: { clock: Clock; streamClock?: () => Date }) {
  // Read once: the two clocks run at the same rate, so the gap between them holds for the process's life.
  const streamClockAheadMs = streamClock().getTime() - clock.nowMs();
  const lookups = async (): Promise<Lookups> => {
    const [clubs, competitions] = await Promise.all([repo.listClubs(), repo.listCompetitions()]);
    return {
      clubs: new Map(clubs.map((club) => [club.slug, toClub(club)])),
      competitions: new Map(competitions.map((competition) => [competition.slug, toCompetition(competition)])),
    };
  };

  const requireTeam = async (team: string) => {
    if (!(await repo.teamExists(team))) throw new NotFoundError(`There is no team '${team}'.`);
  };

  /** The season by slug, or the current one when none is asked for. */
  const resolveSeason = async (slug: string | undefined): Promise<Season> => {
    const seasons = (await repo.listSeasons()).map(toSeason);
    const season = slug === undefined ? seasons.find((s) => s.current) : seasons.find((s) => s.slug === slug);
    if (!season) {
      const known = seasons.map((s) => s.slug).join(', ');
      throw new NotFoundError(slug === undefined ? 'There is no current season.' : `There is no season '${slug}'. Seasons: ${known}.`);
    }
    return season;
  };

  return {
    async seasons(): Promise<Season[]> {
      return (await repo.listSeasons()).map(toSeason);
    },

    async matches(team: string, seasonSlug: string | undefined): Promise<Match[]> {
      await requireTeam(team);
      const season = await resolveSeason(seasonSlug);
      const [records, found] = await Promise.all([repo.listMatches(team, season.slug), lookups()]);
      return records.map((record) => toMatch(record, found));
    },

    async match(id: number): Promise<MatchCentre> {
      const record = await repo.findMatch(id);
      if (!record) throw new NotFoundError(`There is no match ${id}.`);
      const [centre, found, lines] = await Promise.all([repo.findCentre(id), lookups(), repo.listCommentary(id)]);
      const match = toMatch(record, found);
      const commentary = lines.map(toCommentaryLine);
      if (!centre) {
        // Before kick-off: the line-ups staff set in the studio, once saved (a live centre holds its own copy).
        const studio = await repo.findStudioLineups(id);
        return { match, lineups: studio ? (JSON.parse(studio) as MatchCentre['lineups']) : null, events: [], stats: null, live: null, commentary };
      }
      return {
        match,
        lineups: JSON.parse(centre.lineups) as MatchCentre['lineups'],
        events: JSON.parse(centre.events) as MatchEvent[],
        stats: JSON.parse(centre.stats) as MatchStats,
        live: toLive(match, centre, clock.nowMs(), streamClockAheadMs),
        commentary,
      };
    },

    async next(team: string): Promise<Match | null> {
      await requireTeam(team);
      const record = await repo.nextMatch(team);
      return record ? toMatch(record, await lookups()) : null;
    },

    async last(team: string): Promise<Match | null> {
      await requireTeam(team);
      const record = await repo.lastMatch(team);
      return record ? toMatch(record, await lookups()) : null;
    },

    async table(competitionSlug: string, seasonSlug: string | undefined): Promise<LeagueTable> {
      const found = await lookups();
      const competition = found.competitions.get(competitionSlug);
      if (!competition) {
        const leagues = [...found.competitions.values()].filter((c) => c.kind === 'league').map((c) => c.slug);
        throw new NotFoundError(`There is no competition '${competitionSlug}'. Leagues: ${leagues.join(', ')}.`);
      }
      if (competition.kind !== 'league') throw new NotFoundError(`${competition.name} is not a league and has no table.`);
      const season = await resolveSeason(seasonSlug);
      const [members, results] = await Promise.all([
        repo.listMembers(competition.slug, season.slug),
        // The other clubs' games count once they are over (fullTimeMs(0): kick-off to full time), as the club's own do.
        repo.listResults(competition.slug, season.slug, new Date(clock.nowMs() - fullTimeMs(0)).toISOString()),
      ]);
      if (members.length === 0) throw new NotFoundError(`${competition.name} has no table for ${season.name}.`);
      const teams = members.flatMap((slug) => {
        const club = found.clubs.get(slug);
        return club ? [club] : [];
      });
      return { competition, season, rows: computeTable(teams, results) };
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
