import { type Kysely, sql } from 'kysely';

/**
 * Teams and squads (SPEC 3 'Team'), and match data: seasons, clubs, competitions, the club's matches
 * with their match centres, other clubs' league results (for the tables) and players' season stats.
 * Independent of every other migration. Portable types only: 0/1 integers for booleans, ISO UTC text
 * for instants, JSON as text for a match centre's line-ups, events and stats (always read whole).
 *
 * The matches module's part; teams and squads are the teams module's part, run before it
 * (modules/teams/migrations/0003_matches.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('season')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('year', 'integer', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_current', 'integer', (col) => col.notNull().check(sql`is_current in (0, 1)`))
    .execute();

  await db.schema
    .createTable('club')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('short_name', 'text', (col) => col.notNull())
    .addColumn('crest_key', 'text', (col) => col.notNull())
    .addColumn('stadium', 'text', (col) => col.notNull())
    .addColumn('is_club', 'integer', (col) => col.notNull().check(sql`is_club in (0, 1)`))
    .execute();

  await db.schema
    .createTable('competition')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('short_name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('league', 'cup', 'friendly')`))
    .addColumn('team_slug', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('competition_member')
    .addColumn('competition_slug', 'text', (col) => col.notNull().references('competition.slug').onDelete('cascade'))
    .addColumn('season_slug', 'text', (col) => col.notNull().references('season.slug').onDelete('cascade'))
    .addColumn('club_slug', 'text', (col) => col.notNull().references('club.slug').onDelete('cascade'))
    .addPrimaryKeyConstraint('competition_member_pk', ['competition_slug', 'season_slug', 'club_slug'])
    .execute();

  // The club's own matches, every team. team_slug has no foreign key: teams belong to another seed.
  await db.schema
    .createTable('match')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('team_slug', 'text', (col) => col.notNull())
    .addColumn('season_slug', 'text', (col) => col.notNull().references('season.slug').onDelete('cascade'))
    .addColumn('competition_slug', 'text', (col) => col.notNull().references('competition.slug').onDelete('cascade'))
    .addColumn('round', 'text', (col) => col.notNull())
    .addColumn('home_club', 'text', (col) => col.notNull().references('club.slug'))
    .addColumn('away_club', 'text', (col) => col.notNull().references('club.slug'))
    .addColumn('venue', 'text', (col) => col.notNull())
    .addColumn('kick_off', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('scheduled', 'live', 'finished', 'postponed')`),
    )
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('report_slug', 'text')
    .addColumn('highlights_video_id', 'text')
    .addCheckConstraint(
      'match_score_when_played',
      sql`(status in ('live', 'finished')) = (home_score is not null and away_score is not null)`,
    )
    .execute();
  await db.schema.createIndex('match_team_season_kick_off').on('match').columns(['team_slug', 'season_slug', 'kick_off']).execute();

  await db.schema
    .createTable('match_centre')
    .addColumn('match_id', 'integer', (col) => col.primaryKey().references('match.id').onDelete('cascade'))
    .addColumn('lineups', 'text', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('stats', 'text', (col) => col.notNull())
    .addColumn('live_minute', 'integer')
    .addColumn('live_period', 'text')
    .addColumn('live_updated_at', 'text')
    .execute();

  // Other clubs' league matches, so a table can be computed from every result of its competition.
  await db.schema
    .createTable('league_result')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('season_slug', 'text', (col) => col.notNull().references('season.slug').onDelete('cascade'))
    .addColumn('competition_slug', 'text', (col) => col.notNull().references('competition.slug').onDelete('cascade'))
    .addColumn('home_club', 'text', (col) => col.notNull().references('club.slug'))
    .addColumn('away_club', 'text', (col) => col.notNull().references('club.slug'))
    .addColumn('kick_off', 'text', (col) => col.notNull())
    .addColumn('home_score', 'integer', (col) => col.notNull())
    .addColumn('away_score', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('league_result_competition_season')
    .on('league_result')
    .columns(['competition_slug', 'season_slug'])
    .execute();

  // Written by the matches seed from the match events; player_slug has no foreign key for the same reason.
  await db.schema
    .createTable('player_season')
    .addColumn('player_slug', 'text', (col) => col.notNull())
    .addColumn('season_slug', 'text', (col) => col.notNull().references('season.slug').onDelete('cascade'))
    .addColumn('appearances', 'integer', (col) => col.notNull())
    .addColumn('starts', 'integer', (col) => col.notNull())
    .addColumn('goals', 'integer', (col) => col.notNull())
    .addColumn('yellow_cards', 'integer', (col) => col.notNull())
    .addColumn('red_cards', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('player_season_pk', ['player_slug', 'season_slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'player_season',
    'league_result',
    'match_centre',
    'match',
    'competition_member',
    'competition',
    'club',
    'season',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
