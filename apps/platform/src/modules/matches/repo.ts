import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { type CommentaryRow, listCommentary } from './commentary';
import type { ClubTable, CompetitionTable, MatchCentreTable, MatchTable, SeasonTable } from './db';

export type MatchRecord = Selectable<MatchTable>;
export type ClubRecord = Selectable<ClubTable>;
export type CompetitionRecord = Selectable<CompetitionTable>;
export type SeasonRecord = Selectable<SeasonTable>;
export type CentreRecord = Selectable<MatchCentreTable>;

/** A finished league match between any two clubs, as a table counts it. */
export interface ResultRecord {
  homeClub: string;
  awayClub: string;
  kickOff: string;
  homeScore: number;
  awayScore: number;
}

export function createMatchesRepo(db: Kysely<DB>) {
  return {
    /** Newest first. */
    async listSeasons(): Promise<SeasonRecord[]> {
      return db.selectFrom('season').selectAll().orderBy('year', 'desc').execute();
    },

    async listClubs(): Promise<ClubRecord[]> {
      return db.selectFrom('club').selectAll().execute();
    },

    async listCompetitions(): Promise<CompetitionRecord[]> {
      return db.selectFrom('competition').selectAll().execute();
    },

    async teamExists(slug: string): Promise<boolean> {
      return (await db.selectFrom('team').select('slug').where('slug', '=', slug).executeTakeFirst()) !== undefined;
    },

    /** A team's matches in a season by kick-off (ISO UTC text sorts as time does). */
    async listMatches(teamSlug: string, seasonSlug: string): Promise<MatchRecord[]> {
      return db
        .selectFrom('match')
        .selectAll()
        .where('team_slug', '=', teamSlug)
        .where('season_slug', '=', seasonSlug)
        .orderBy('kick_off')
        .orderBy('id')
        .execute();
    },

    async findMatch(id: number): Promise<MatchRecord | undefined> {
      return db.selectFrom('match').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findCentre(matchId: number): Promise<CentreRecord | undefined> {
      return db.selectFrom('match_centre').selectAll().where('match_id', '=', matchId).executeTakeFirst();
    },

    /** The match's live commentary, newest first. */
    async listCommentary(matchId: number): Promise<CommentaryRow[]> {
      return listCommentary(db, matchId);
    },

    /** The line-ups set in the studio (JSON text), if any: a match centre shows them before kick-off. */
    async findStudioLineups(matchId: number): Promise<string | undefined> {
      const row = await db.selectFrom('match_lineup').select('lineups').where('match_id', '=', matchId).executeTakeFirst();
      return row?.lineups;
    },

    /** The live match if there is one, else the earliest still to be played. */
    async nextMatch(teamSlug: string): Promise<MatchRecord | undefined> {
      return db
        .selectFrom('match')
        .selectAll()
        .where('team_slug', '=', teamSlug)
        .where('status', 'in', ['live', 'scheduled'])
        .orderBy('kick_off')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },

    async lastMatch(teamSlug: string): Promise<MatchRecord | undefined> {
      return db
        .selectFrom('match')
        .selectAll()
        .where('team_slug', '=', teamSlug)
        .where('status', '=', 'finished')
        .orderBy('kick_off', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async listMembers(competitionSlug: string, seasonSlug: string): Promise<string[]> {
      const rows = await db
        .selectFrom('competition_member')
        .select('club_slug')
        .where('competition_slug', '=', competitionSlug)
        .where('season_slug', '=', seasonSlug)
        .execute();
      return rows.map((row) => row.club_slug);
    },

    /**
     * Every finished match of a competition and season: the club's and everyone else's, by kick-off.
     * The other clubs' results are the whole season's, written ahead: only those whose kick-off is
     * before `playedBefore` (the clock's now, less a match's length) have been played.
     */
    async listResults(competitionSlug: string, seasonSlug: string, playedBefore: string): Promise<ResultRecord[]> {
      const [club, others] = await Promise.all([
        db
          .selectFrom('match')
          .select(['home_club', 'away_club', 'kick_off', 'home_score', 'away_score'])
          .where('competition_slug', '=', competitionSlug)
          .where('season_slug', '=', seasonSlug)
          .where('status', '=', 'finished')
          .execute(),
        db
          .selectFrom('league_result')
          .select(['home_club', 'away_club', 'kick_off', 'home_score', 'away_score'])
          .where('competition_slug', '=', competitionSlug)
          .where('season_slug', '=', seasonSlug)
          .where('kick_off', '<=', playedBefore)
          .execute(),
      ]);
      return [...club, ...others]
        .map((row) => ({
          homeClub: row.home_club,
          awayClub: row.away_club,
          kickOff: row.kick_off,
          homeScore: row.home_score ?? 0,
          awayScore: row.away_score ?? 0,
        }))
        .sort((a, b) => a.kickOff.localeCompare(b.kickOff));
    },
  };
}

export type MatchesRepo = ReturnType<typeof createMatchesRepo>;
