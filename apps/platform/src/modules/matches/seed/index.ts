import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../infra/db/schema';
import type { Seed } from '../../../infra/db/seeding';
import {
  type DemoWorld,
  seasonNameOf,
  seasonSlugOf,
  shiftDay,
  shiftLocal,
  shiftSeasonSlug,
  worldVersion,
} from '../../../shared/demo-world';
import { squads, teams } from '../../teams/content';
import { type CompetitionContent, clubsContent, competitionsContent, opponentNames, seasonsContent } from './content';
import { type GeneratedMatches, type MatchInput, generateMatches } from './generate';

/**
 * The authored content moved onto the world: the template seasons 2024-25 and 2025-26 become the previous
 * and current seasons of the world, every date moves by `world.shiftDays` (whole weeks).
 */
export function worldMatchInput(world: DemoWorld): MatchInput {
  const season = (slug: string) => shiftSeasonSlug(world, slug);
  const competitions = competitionsContent.map((competition): CompetitionContent => {
    if (competition.kind === 'league') {
      return {
        ...competition,
        seasons: Object.fromEntries(
          Object.entries(competition.seasons).map(([slug, data]) => [
            season(slug),
            {
              ...data,
              firstMatchday: shiftDay(world, data.firstMatchday),
              skipDates: data.skipDates.map((date) => shiftDay(world, date)),
              postponed: data.postponed.map((entry) => ({ ...entry, rearrangedTo: shiftLocal(world, entry.rearrangedTo) })),
            },
          ]),
        ),
      };
    }
    return {
      ...competition,
      seasons: Object.fromEntries(
        Object.entries(competition.seasons).map(([slug, data]) => [
          season(slug),
          { ties: data.ties.map((tie) => ({ ...tie, kickOff: shiftLocal(world, tie.kickOff) })) },
        ]),
      ),
    };
  });
  const seasons = seasonsContent.seasons.map((entry) => {
    const year = entry.year + world.shiftYears;
    return { year, slug: seasonSlugOf(year), name: seasonNameOf(year), current: entry.current };
  });
  return {
    prngSeed: seasonsContent.prngSeed,
    club: clubsContent.club,
    seasons,
    clubs: clubsContent.clubs,
    competitions,
    teams,
    squads,
    opponentNames,
    nowMs: world.nowMs,
    today: world.today,
    demoKickOffMs: world.demoKickOffMs,
    currentSeason: seasons.find((entry) => entry.current)?.slug ?? seasonSlugOf(world.seasonStartYear),
  };
}

/** Everything the matches seed writes for the world: generated from `content/matches` and the squads. */
export function generateWorldMatches(world: DemoWorld): GeneratedMatches {
  return generateMatches(worldMatchInput(world));
}

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
    'match_plan',
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
  await insertAll(db, 'match_plan', data.plans);
  await insertAll(db, 'league_result', data.leagueResults);
  await insertAll(db, 'player_season', data.playerSeasons);
}

/**
 * The matches seed: seasons, clubs, competitions, the club's matches with their match centres and the
 * plans of those still to play, other clubs' league results and players' season stats, for the world.
 * Its version hashes the content and the squads with the world's day and settings (not the generated
 * rows, which hold the demo match's kick-off: the instant the day was first laid out), so a second start
 * the same day changes nothing and the first start on a later day rolls the world forward. Apply it after
 * the teams seed.
 */
export function createMatchesSeed(world: DemoWorld, data: GeneratedMatches): Seed {
  return {
    name: 'matches',
    version: worldVersion(world, seasonsContent, clubsContent, competitionsContent, opponentNames, teams, [...squads]),
    apply: (trx) => replaceMatches(trx, data),
  };
}
