import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { PlayerTable, TeamTable } from './db';
import type { Seed } from '../../infra/db/seeding';
import { playerImageKey, squads, teams } from './content';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export const teamRows: Insertable<TeamTable>[] = teams.map((team) => ({
  id: team.id,
  slug: team.slug,
  name: team.name,
  show_on_matches: flag(team.showOnMatches),
  show_on_teams: flag(team.showOnTeams),
  external_team_page: team.externalTeamPage,
  external_match_page: team.externalMatchPage,
  is_single_group: flag(team.isSingleGroup),
  display_position_on_card: flag(team.displayPositionOnCard),
  is_mini_card: flag(team.isMiniCard),
  child_friendly: flag(team.childFriendly),
  show_team_overview: team.showTeamOverview === undefined ? null : flag(team.showTeamOverview),
}));

export const playerRows: Insertable<PlayerTable>[] = teams.flatMap((team) =>
  (squads.get(team.slug) ?? []).map((player, index) => ({
    slug: player.slug,
    team_slug: team.slug,
    squad_order: index + 1,
    first_name: player.firstName,
    last_name: player.lastName,
    position: player.position,
    shirt_number: player.shirtNumber,
    nationality: player.nationality,
    date_of_birth: player.dateOfBirth,
    biography: player.biography,
    image_key: playerImageKey(player.slug),
    loan_club: player.loan?.club ?? null,
    loan_from: player.loan?.from ?? null,
    loan_until: player.loan?.until ?? null,
  })),
);

// Comfortably under SQLite's and Postgres's limits on bound parameters per statement.
const insertBatch = 50;

async function replaceTeams(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('player').execute();
  await db.deleteFrom('team').execute();
  await db.insertInto('team').values(teamRows).execute();
  for (let start = 0; start < playerRows.length; start += insertBatch) {
    await db.insertInto('player').values(playerRows.slice(start, start + insertBatch)).execute();
  }
}

/** The teams and squads of `content/teams/`, owned outright; versioned by a hash of the data. */
export const teamsSeed: Seed = {
  name: 'teams',
  version: createHash('sha256').update(JSON.stringify({ teamRows, playerRows })).digest('hex').slice(0, 16),
  apply: (trx) => replaceTeams(trx),
};

export const teamsSeedCounts = { teams: teamRows.length, players: playerRows.length };
