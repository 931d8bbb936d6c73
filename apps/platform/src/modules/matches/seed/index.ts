import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../infra/db/schema';
import type { Seed } from '../../../infra/db/seeding';
import { squads, teams } from '../../teams/content';
import { clubsContent, competitionsContent, opponentNames, seasonsContent } from './content';
import { type GeneratedMatches, generateMatches } from './generate';

/** Everything the matches seed writes, generated once per process from `content/matches` and the squads. */
export const generated: GeneratedMatches = generateMatches({
  prngSeed: seasonsContent.prngSeed,
  club: clubsContent.club,
  seasons: seasonsContent.seasons,
  clubs: clubsContent.clubs,
  competitions: competitionsContent,
  teams,
  squads,
  opponentNames,
});

// Comfortably under SQLite's and Postgres's limits on bound parameters per statement.
const insertBatch = 50;

async function insertAll<T extends keyof DB>(db: Kysely<DB>, table: T, rows: readonly Insertable<DB[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += insertBatch) {
    // Kysely cannot narrow a generic table's insert type; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + insertBatch) as never)
      .execute();
  }
}

/** Replaces every match table: children first on delete, parents first on insert. */
export async function replaceMatches(db: Kysely<DB>, data: GeneratedMatches): Promise<void> {
  for (const table of [
    'player_season',
    'league_result',
    'match_centre',
    'match',
    'competition_member',
    'competition',
    'club',
    'season',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  await insertAll(db, 'season', data.seasons);
  await insertAll(db, 'club', data.clubs);
  await insertAll(db, 'competition', data.competitions);
  await insertAll(db, 'competition_member', data.members);
  await insertAll(db, 'match', data.matches);
  await insertAll(db, 'match_centre', data.centres);
  await insertAll(db, 'league_result', data.leagueResults);
  await insertAll(db, 'player_season', data.playerSeasons);
}

/**
 * The matches seed: seasons, clubs, competitions, the club's matches with their match centres, other
 * clubs' league results and players' season stats. Its version is a hash of the generated data, so an
 * edit to `content/matches` or a squad rolls out on the next start. Apply it after the teams seed.
 */
export const matchesSeed: Seed = {
  name: 'matches',
  version: createHash('sha256').update(JSON.stringify(generated)).digest('hex').slice(0, 16),
  apply: (trx) => replaceMatches(trx, generated),
};

export const matchesSeedCounts = {
  matches: generated.matches.length,
  centres: generated.centres.length,
  leagueResults: generated.leagueResults.length,
};
