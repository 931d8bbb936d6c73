import {
  type Lineup,
  type LineupPlayer,
  type Match,
  type MatchEvent,
  type StudioConsoleMatch,
  type StudioLineupSide,
  type StudioLineups,
  type StudioLineupsBody,
  type StudioFixtureInput,
  type StudioFixtureStatus,
  type StudioMatchdayOptions,
  type StudioResultBody,
  lineupMessages,
  matchdayMessages,
  studioFixturesPageSize,
} from '@club/api-client';
import type { Clock } from '@club/clock';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { countedPage, nthPage } from '../../infra/db/paging';
import { listCommentary, toStudioCommentaryLine } from './commentary';
import type { MatchTable } from './db';
import { HttpError } from '../../infra/http/errors';
import { londonToInstant, toLondonDateTime } from '../../shared/london-time';
import { NotFoundError, type MatchesService, toClub, toCompetition } from './service';
import { announce } from '../live/announce';
import type { LiveBus } from '../live/bus';
import { zeroStats } from '../live/service';
import { whistleStackOf } from './match-clock';
import { isUniqueViolation } from '../payments/repo';
import { VersionConflict } from '../studio/conflict';
import { lineupContradiction } from './lineup-events';
import { recordAudit } from '../studio/audit';
import { nameOf, type StaffMember } from '../studio/staff';

type MatchRow = Selectable<MatchTable>;

/** Matches made in the studio are numbered from here up, clear of the seed's. */
const studioMatchIdFloor = 1_000_000;
type Actor = Pick<StaffMember, 'sub' | 'email'>;

/** 409: the match is not in a state this change applies to. */
export class MatchStateConflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** What an audit row keeps of a fixture: the fields a change can touch. */
const fixtureOf = (row: Pick<MatchRow, 'kick_off' | 'status' | 'home_score' | 'away_score'>) => ({
  kickOff: row.kick_off,
  status: row.status,
  score: row.home_score === null || row.away_score === null ? null : { home: row.home_score, away: row.away_score },
});

/**
 * The studio's fixtures and results (issue 16): list, create, reschedule, postpone, enter a result. Every
 * change writes its audit row in its own transaction; what the public pages read (the matches module,
 * its league tables included) reads the same `match` rows, so a result entered here counts at once.
 * Matches are answered in the public shape, read through the matches service.
 */
export function createStudioMatchday({ db, matches, clock, bus }: { db: Kysely<DB>; matches: MatchesService; clock: Clock; bus: LiveBus }) {
  const publicMatch = async (id: number): Promise<Match> => (await matches.match(id)).match;

  const load = async (id: number): Promise<MatchRow> => {
    const row = await db.selectFrom('match').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`There is no match ${id}.`);
    return row;
  };

  const currentSeason = async (): Promise<string> => {
    const season = await db.selectFrom('season').select('slug').where('is_current', '=', 1).executeTakeFirst();
    if (!season) throw new NotFoundError('There is no current season.');
    return season.slug;
  };

  /** A London wall-clock time as an instant; 400 for one no clock shows. */
  const instantOf = (local: string): string => {
    try {
      return londonToInstant(local);
    } catch {
      throw new HttpError(400, 'That is not a real date and time.');
    }
  };

  /** Changes one fixture when it is still as read (else 409: someone changed it first), with its audit row. */
  async function change(
    row: MatchRow,
    actor: Actor,
    action: string,
    set: Partial<Pick<MatchRow, 'kick_off' | 'status' | 'home_score' | 'away_score'>>,
  ): Promise<Match> {
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('match')
        .set(set)
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .where('kick_off', '=', row.kick_off)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new MatchStateConflict('Someone changed this match meanwhile. Look again and retry.');
      await recordAudit(trx, {
        actor,
        action,
        entity: 'match',
        entityId: String(row.id),
        before: fixtureOf(row),
        after: fixtureOf({ ...row, ...set }),
        at: clock.now().toISOString(),
      });
    });
    return publicMatch(row.id);
  }

  /** The club team's squad, as the line-up editor offers it (goalkeepers first, then by shirt number). */
  const squadOf = async (team: string) => {
    const order = { Goalkeeper: 1, Defender: 2, Midfielder: 3, Forward: 4 } as const;
    const rows = await db.selectFrom('player').select(['slug', 'first_name', 'last_name', 'shirt_number', 'position']).where('team_slug', '=', team).execute();
    return rows
      .map((row) => ({ playerId: row.slug, name: `${row.first_name} ${row.last_name}`, shirtNumber: row.shirt_number, position: row.position }))
      .sort((a, b) => order[a.position] - order[b.position] || a.shirtNumber - b.shirtNumber);
  };

  const lineupsEditable = (status: MatchRow['status']) => status === 'scheduled' || status === 'live';

  async function lineupsOf(id: number): Promise<StudioLineups> {
    const [centre, saved] = await Promise.all([
      matches.match(id),
      db.selectFrom('match_lineup').selectAll().where('match_id', '=', id).executeTakeFirst(),
    ]);
    return {
      match: centre.match,
      lineups: centre.lineups,
      version: saved?.version ?? 0,
      updatedAt: saved?.updated_at ?? null,
      updatedBy: saved?.updated_by_email ?? null,
      squad: await squadOf(centre.match.team),
      editable: lineupsEditable(centre.match.status),
    };
  }

  /**
   * One side as stored: the club's players as the squad has them (by `playerId`: name and number from the
   * squad, the keeper a goalkeeper of it), the opponents as typed, with no squad ids.
   */
  function sideOf(side: StudioLineupSide, ours: boolean, squad: Awaited<ReturnType<typeof squadOf>>): Lineup {
    const bySlug = new Map(squad.map((player) => [player.playerId, player]));
    const player = (entry: StudioLineupSide['startingXI'][number]): LineupPlayer => {
      if (!ours) {
        if (entry.playerId !== null) throw new HttpError(400, 'Name the opponents’ players in words: they are not in the club’s squads.');
        return { ...entry, playerId: null };
      }
      const found = entry.playerId === null ? undefined : bySlug.get(entry.playerId);
      if (!found) throw new HttpError(400, `${entry.name}: ${lineupMessages.fromSquad}`);
      return { playerId: found.playerId, name: found.name, shirtNumber: found.shirtNumber, position: entry.position, captain: entry.captain };
    };
    const startingXI = side.startingXI.map(player);
    if (ours && bySlug.get(startingXI[0]?.playerId ?? '')?.position !== 'Goalkeeper') {
      throw new HttpError(400, `${lineupMessages.goalkeeper} ${startingXI[0]?.name ?? 'That player'} is not one of the squad’s goalkeepers.`);
    }
    return { formation: side.formation, startingXI, substitutes: side.substitutes.map(player) };
  }

  return {
    /** The console's choice: live matches, then the ones still to come from today on (12 at most). */
    async consoleMatches(): Promise<Match[]> {
      const today = toLondonDateTime(clock.now()).date;
      const startOfToday = londonToInstant(`${today} 00:00`);
      const rows = await db
        .selectFrom('match')
        .select(['id', 'status'])
        .where((eb) => eb.or([eb('status', '=', 'live'), eb.and([eb('status', '=', 'scheduled'), eb('kick_off', '>=', startOfToday)])]))
        .orderBy('kick_off')
        .orderBy('id')
        .limit(40)
        .execute();
      const ordered = [...rows.filter((row) => row.status === 'live'), ...rows.filter((row) => row.status !== 'live')].slice(0, 12);
      return Promise.all(ordered.map((row) => publicMatch(row.id)));
    },

    /** `viewerSub`: the staff member looking, whose own commentary lines the console lets them change. */
    async consoleMatch(id: number, viewerSub: string): Promise<StudioConsoleMatch> {
      const [centre, plan, whistles, lines] = await Promise.all([
        matches.match(id),
        db.selectFrom('match_plan').select('source').where('match_id', '=', id).executeTakeFirst(),
        db.selectFrom('match_centre').select('whistle_undo').where('match_id', '=', id).executeTakeFirst(),
        listCommentary(db, id),
      ]);
      return {
        ...centre,
        source: plan?.source ?? null,
        lastWhistle: whistleStackOf(whistles?.whistle_undo).at(-1)?.kind ?? null,
        commentary: lines.map((line) => toStudioCommentaryLine(line, viewerSub)),
      };
    },

    async options(): Promise<StudioMatchdayOptions> {
      const [teams, seasons, competitions, clubs] = await Promise.all([
        db.selectFrom('team').select(['slug', 'name']).orderBy('id').execute(),
        matches.seasons(),
        db.selectFrom('competition').selectAll().orderBy('name').execute(),
        db.selectFrom('club').selectAll().where('is_club', '=', 0).orderBy('name').execute(),
      ]);
      return {
        teams,
        seasons,
        competitions: competitions.map((c) => ({ ...toCompetition(c), team: c.team_slug })),
        clubs: clubs.map(toClub),
      };
    },

    /** A page of fixtures by kick-off, of one team, season (the current by default) and status if asked. */
    async fixtures(query: { team?: string | undefined; season?: string | undefined; status?: StudioFixtureStatus | undefined; page: number }) {
      const season = query.season ?? (await currentSeason());
      let filtered = db.selectFrom('match').where('season_slug', '=', season);
      if (query.team) filtered = filtered.where('team_slug', '=', query.team);
      if (query.status) filtered = filtered.where('status', '=', query.status);
      const { total, rows } = await countedPage(filtered, (page) => page.select('id').orderBy('kick_off').orderBy('id'), nthPage(query.page, studioFixturesPageSize));
      const items = await Promise.all(rows.map((row) => publicMatch(row.id)));
      return { items, total, page: query.page, pageSize: studioFixturesPageSize };
    },

    async create(input: StudioFixtureInput, actor: Actor): Promise<Match> {
      const [team, season, competition, opponent] = await Promise.all([
        db.selectFrom('team').select('slug').where('slug', '=', input.team).executeTakeFirst(),
        db.selectFrom('season').select('slug').where('slug', '=', input.season).executeTakeFirst(),
        db.selectFrom('competition').selectAll().where('slug', '=', input.competition).executeTakeFirst(),
        db.selectFrom('club').selectAll().where('slug', '=', input.opponent).executeTakeFirst(),
      ]);
      if (!team) throw new HttpError(400, 'Choose one of the club’s teams.');
      if (!season) throw new HttpError(400, 'Choose a season from the list.');
      if (!competition) throw new HttpError(400, 'Choose a competition from the list.');
      if (competition.team_slug !== input.team) throw new HttpError(400, `${competition.name} is not a competition of that team.`);
      if (!opponent || opponent.is_club === 1) throw new HttpError(400, 'Choose the opponent from the list.');
      const club = await db.selectFrom('club').select('slug').where('is_club', '=', 1).executeTakeFirstOrThrow();
      const kickOff = instantOf(input.kickOffLocal);
      const id = await db.transaction().execute(async (trx) => {
        // Seeded matches carry their own ids (1 up), so the studio's count on from far above them: a reseed
        // that lays out more matches never reaches one (the primary key refuses a clash meanwhile).
        const { top } = await trx.selectFrom('match').select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
        const next = Math.max(Number(top ?? 0), studioMatchIdFloor) + 1;
        const row = {
          id: next,
          origin: 'studio' as const,
          team_slug: input.team,
          season_slug: input.season,
          competition_slug: input.competition,
          round: input.round,
          home_club: input.homeAway === 'home' ? club.slug : opponent.slug,
          away_club: input.homeAway === 'home' ? opponent.slug : club.slug,
          venue: input.venue,
          kick_off: kickOff,
          status: 'scheduled' as const,
          home_score: null,
          away_score: null,
          report_slug: null,
          highlights_video_id: null,
        };
        await trx.insertInto('match').values(row).execute();
        await recordAudit(trx, {
          actor,
          action: 'fixture.create',
          entity: 'match',
          entityId: String(next),
          before: null,
          after: { ...input, kickOff },
          at: clock.now().toISOString(),
        });
        return next;
      });
      return publicMatch(id);
    },

    /** A match still to be played (or postponed, which this brings back) moves to a new London time. */
    async reschedule(id: number, kickOffLocal: string, actor: Actor): Promise<Match> {
      const row = await load(id);
      if (row.status !== 'scheduled' && row.status !== 'postponed') throw new MatchStateConflict(matchdayMessages.notScheduled);
      return change(row, actor, 'fixture.reschedule', { kick_off: instantOf(kickOffLocal), status: 'scheduled' });
    },

    async postpone(id: number, actor: Actor): Promise<Match> {
      const row = await load(id);
      if (row.status !== 'scheduled') throw new MatchStateConflict(matchdayMessages.notScheduled);
      return change(row, actor, 'fixture.postpone', { status: 'postponed', home_score: null, away_score: null });
    },

    lineups: lineupsOf,

    /**
     * Both sides' line-ups from the version the editor opened (409 with who saved since otherwise), for a
     * match still to be played or live. They go where every reader finds them in one transaction: the
     * studio's record (versioned), the match's plan (a studio plan for a match that had none, so the
     * console can kick it off and record events from them; a simulated match becomes manual, as when
     * staff record an event), the live centre if it has kicked off; then an audit row, and every open
     * page hears them on the live stream. Line-ups that contradict an event already recorded (a scorer
     * left out, a substitute who came on put in the starting XI) are refused in words naming it (409).
     */
    async saveLineups(id: number, body: StudioLineupsBody, actor: Actor): Promise<StudioLineups> {
      const row = await load(id);
      if (!lineupsEditable(row.status)) throw new MatchStateConflict(lineupMessages.notEditable);
      const squad = await squadOf(row.team_slug);
      const clubs = await db.selectFrom('club').select(['slug', 'name', 'is_club']).where('slug', 'in', [row.home_club, row.away_club]).execute();
      const clubSide = clubs.find((club) => club.is_club === 1)?.slug === row.home_club ? 'home' : 'away';
      const nameOfClub = (slug: string) => clubs.find((club) => club.slug === slug)?.name ?? slug;
      const lineups = { home: sideOf(body.home, clubSide === 'home', squad), away: sideOf(body.away, clubSide === 'away', squad) };
      const json = JSON.stringify(lineups);
      const at = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const saved = await trx.selectFrom('match_lineup').selectAll().where('match_id', '=', id).executeTakeFirst();
        const stored = saved?.version ?? 0;
        const conflict = async (version: number, email: string | null, when: string) =>
          new VersionConflict({ what: 'line-up', updatedBy: email, updatedByName: await nameOf(trx, email), updatedAt: when, version });
        if (body.version !== stored) throw await conflict(stored, saved?.updated_by_email ?? null, saved?.updated_at ?? at);
        // The events recorded so far (the live centre's; a match not yet kicked off has none).
        const centre = await trx.selectFrom('match_centre').select('events').where('match_id', '=', id).executeTakeFirst();
        const events = centre ? (JSON.parse(centre.events) as MatchEvent[]) : [];
        const contradiction = lineupContradiction(events, lineups, { home: nameOfClub(row.home_club), away: nameOfClub(row.away_club) });
        if (contradiction) throw new MatchStateConflict(contradiction);
        const next = { lineups: json, version: stored + 1, updated_at: at, updated_by_email: actor.email };
        // The version is checked again by the write itself, so two saves racing from one version cannot both land.
        if (saved) {
          const written = await trx.updateTable('match_lineup').set(next).where('match_id', '=', id).where('version', '=', stored).executeTakeFirst();
          if (Number(written.numUpdatedRows) !== 1) throw await conflict(stored + 1, null, at);
        } else {
          try {
            await trx.insertInto('match_lineup').values({ match_id: id, ...next }).execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw new VersionConflict({ what: 'line-up', updatedBy: null, updatedByName: 'another member of staff', updatedAt: at, version: 1 });
            throw error;
          }
        }
        await trx
          .insertInto('match_plan')
          .values({ match_id: id, lineups: json, events: '[]', stats: JSON.stringify(zeroStats), source: 'manual' })
          .onConflict((oc) => oc.column('match_id').doUpdateSet({ lineups: json, source: 'manual' }))
          .execute();
        await trx.updateTable('match_centre').set({ lineups: json }).where('match_id', '=', id).execute();
        const before = saved ? (JSON.parse(saved.lineups) as unknown) : null;
        await recordAudit(trx, { actor, action: 'match.lineups', entity: 'match', entityId: String(id), before, after: lineups, at });
      });
      const answer = await lineupsOf(id);
      await bus.publish({ matchId: id, announcement: announce(answer.match, { kind: 'lineups' }) });
      return answer;
    },

    /** The final score of a match that kicked off (or a correction of one already entered). */
    async enterResult(id: number, body: StudioResultBody, actor: Actor): Promise<Match> {
      const row = await load(id);
      if (row.status === 'live') throw new MatchStateConflict(matchdayMessages.resultLive);
      if (row.status === 'postponed') throw new MatchStateConflict('This match was postponed: reschedule it, or enter its result once played.');
      if (Date.parse(row.kick_off) > clock.nowMs()) throw new MatchStateConflict(matchdayMessages.resultNotPlayed);
      return change(row, actor, 'fixture.result', { status: 'finished', home_score: body.home, away_score: body.away });
    },
  };
}
export type StudioMatchday = ReturnType<typeof createStudioMatchday>;
