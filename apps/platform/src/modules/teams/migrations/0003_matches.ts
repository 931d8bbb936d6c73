import { type Kysely, sql } from 'kysely';

/**
 * 0003_matches's teams part, run before the matches module's (modules/matches/migrations): teams and
 * squads (SPEC 3 'Team'). Portable types only: 0/1 integers for booleans, ISO UTC text for instants.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('show_on_matches', 'integer', (col) => col.notNull().check(sql`show_on_matches in (0, 1)`))
    .addColumn('show_on_teams', 'integer', (col) => col.notNull().check(sql`show_on_teams in (0, 1)`))
    .addColumn('external_team_page', 'text')
    .addColumn('external_match_page', 'text')
    .addColumn('is_single_group', 'integer', (col) => col.notNull().check(sql`is_single_group in (0, 1)`))
    .addColumn('display_position_on_card', 'integer', (col) =>
      col.notNull().check(sql`display_position_on_card in (0, 1)`),
    )
    .addColumn('is_mini_card', 'integer', (col) => col.notNull().check(sql`is_mini_card in (0, 1)`))
    .addColumn('child_friendly', 'integer', (col) => col.notNull().check(sql`child_friendly in (0, 1)`))
    .addColumn('show_team_overview', 'integer', (col) => col.check(sql`show_team_overview in (0, 1)`))
    .execute();

  await db.schema
    .createTable('player')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('team_slug', 'text', (col) => col.notNull().references('team.slug').onDelete('cascade'))
    .addColumn('squad_order', 'integer', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('position', 'text', (col) =>
      col.notNull().check(sql`position in ('Goalkeeper', 'Defender', 'Midfielder', 'Forward')`),
    )
    .addColumn('shirt_number', 'integer', (col) => col.notNull())
    .addColumn('nationality', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'text', (col) => col.notNull())
    .addColumn('biography', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('loan_club', 'text')
    .addColumn('loan_from', 'text')
    .addColumn('loan_until', 'text')
    .addUniqueConstraint('player_team_shirt', ['team_slug', 'shirt_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['player', 'team']) {
    await db.schema.dropTable(table).execute();
  }
}
