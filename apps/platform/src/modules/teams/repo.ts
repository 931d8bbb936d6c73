import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { PlayerTable, TeamTable } from './db';

export type TeamRecord = Selectable<TeamTable>;
export type PlayerRecord = Selectable<PlayerTable>;

export interface PlayerSeasonRecord {
  seasonSlug: string;
  seasonName: string;
  year: number;
  appearances: number;
  starts: number;
  goals: number;
  yellowCards: number;
  redCards: number;
}

const positionOrder = { Goalkeeper: 1, Defender: 2, Midfielder: 3, Forward: 4 } as const;

export function createTeamsRepo(db: Kysely<DB>) {
  return {
    async listTeams(): Promise<TeamRecord[]> {
      return db.selectFrom('team').selectAll().orderBy('id').execute();
    },

    async findTeam(slug: string): Promise<TeamRecord | undefined> {
      return db.selectFrom('team').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** The squad by position (goalkeepers first), then shirt number. */
    async listPlayers(teamSlug: string): Promise<PlayerRecord[]> {
      const rows = await db.selectFrom('player').selectAll().where('team_slug', '=', teamSlug).execute();
      return rows.sort(
        (a, b) => positionOrder[a.position] - positionOrder[b.position] || a.shirt_number - b.shirt_number,
      );
    },

    async findPlayer(teamSlug: string, playerSlug: string): Promise<PlayerRecord | undefined> {
      return db
        .selectFrom('player')
        .selectAll()
        .where('team_slug', '=', teamSlug)
        .where('slug', '=', playerSlug)
        .executeTakeFirst();
    },

    /** Season stats (written by the matches seed), newest season first. */
    async listPlayerSeasons(playerSlug: string): Promise<PlayerSeasonRecord[]> {
      const rows = await db
        .selectFrom('player_season')
        .innerJoin('season', 'season.slug', 'player_season.season_slug')
        .select([
          'season.slug as seasonSlug',
          'season.name as seasonName',
          'season.year as year',
          'player_season.appearances',
          'player_season.starts',
          'player_season.goals',
          'player_season.yellow_cards',
          'player_season.red_cards',
        ])
        .where('player_season.player_slug', '=', playerSlug)
        .orderBy('season.year', 'desc')
        .execute();
      return rows.map((row) => ({
        seasonSlug: row.seasonSlug,
        seasonName: row.seasonName,
        year: row.year,
        appearances: row.appearances,
        starts: row.starts,
        goals: row.goals,
        yellowCards: row.yellow_cards,
        redCards: row.red_cards,
      }));
    },
  };
}

export type TeamsRepo = ReturnType<typeof createTeamsRepo>;
