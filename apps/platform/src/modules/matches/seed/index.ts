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

/** Everything a match made in the studio is, read before a reseed and written back after it. */
async function studioMatches(db: Kysely<DB>) {
  const matches = await db.selectFrom('match').selectAll().where('origin', '=', 'studio').execute();
  if (matches.length === 0) return undefined;
  const ids = matches.map((match) => match.id);
  const clubs = [...new Set(matches.flatMap((match) => [match.home_club, match.away_club]))];
  return {
    matches,
    centres: await db.selectFrom('match_centre').selectAll().where('match_id', 'in', ids).execute(),
    plans: await db.selectFrom('match_plan').selectAll().where('match_id', 'in', ids).execute(),
    lineups: await db.selectFrom('match_lineup').selectAll().where('match_id', 'in', ids).execute(),
    commentary: await db.selectFrom('match_commentary').selectAll().where('match_id', 'in', ids).execute(),
    seasons: await db.selectFrom('season').selectAll().where('slug', 'in', [...new Set(matches.map((match) => match.season_slug))]).execute(),
    competitions: await db.selectFrom('competition').selectAll().where('slug', 'in', [...new Set(matches.map((match) => match.competition_slug))]).execute(),
    clubs: await db.selectFrom('club').selectAll().where('slug', 'in', clubs).execute(),
  };
}

/**
 * The seed's matches with none on an id a studio match holds (fixtures made in the studio before their
 * ids were counted from far above the seed's): such a seeded match, its centre and plan move to a free id.
 */
function clearOf(data: GeneratedMatches, taken: ReadonlySet<number>): Pick<GeneratedMatches, 'matches' | 'centres' | 'plans'> {
  const moved = new Map<number, number>();
  let free = Math.max(0, ...taken, ...data.matches.map((match) => Number(match.id ?? 0)));
  for (const match of data.matches) if (taken.has(Number(match.id))) moved.set(Number(match.id), (free += 1));
  if (moved.size === 0) return data;
  const idOf = (id: number) => moved.get(id) ?? id;
  return {
    matches: data.matches.map((match) => ({ ...match, id: idOf(Number(match.id)) })),
    centres: data.centres.map((centre) => ({ ...centre, match_id: idOf(centre.match_id) })),
    plans: data.plans.map((plan) => ({ ...plan, match_id: idOf(plan.match_id) })),
  };
}

/**
 * Replaces the seed's match tables: children first on delete, parents first on insert. Matches made in
 * the studio stay, with their centres (events), plans, line-ups and results, as the studio's articles
 * do: they are read first and written back after the seed's rows, with the season, competition and
 * clubs they name when the new world no longer has them (a season that rolled away stays, not current).
 */
export async function replaceMatches(db: Kysely<DB>, data: GeneratedMatches): Promise<void> {
  const studio = await studioMatches(db);
  for (const table of [
    'player_season',
    'league_result',
    'match_commentary',
    'match_lineup',
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
  const seeded = clearOf(data, new Set(studio?.matches.map((match) => match.id)));
  await insertAll(db, 'season', data.seasons);
  await insertAll(db, 'club', data.clubs);
  await insertAll(db, 'competition', data.competitions);
  await insertAll(db, 'competition_member', data.members);
  await insertAll(db, 'match', seeded.matches);
  await insertAll(db, 'match_centre', seeded.centres);
  await insertAll(db, 'match_plan', seeded.plans);
  await insertAll(db, 'league_result', data.leagueResults);
  await insertAll(db, 'player_season', data.playerSeasons);
  if (!studio) return;
  const missing = <T extends { slug: string }>(rows: readonly T[], laidOut: readonly { slug?: string }[]) =>
    rows.filter((row) => !laidOut.some((other) => other.slug === row.slug));
  await insertAll(db, 'season', missing(studio.seasons, data.seasons).map((season) => ({ ...season, is_current: 0 })));
  await insertAll(db, 'club', missing(studio.clubs, data.clubs));
  await insertAll(db, 'competition', missing(studio.competitions, data.competitions));
  await insertAll(db, 'match', studio.matches);
  await insertAll(db, 'match_centre', studio.centres);
  await insertAll(db, 'match_plan', studio.plans);
  await insertAll(db, 'match_lineup', studio.lineups);
  // Without their ids: Postgres's serial would hand the same ids out again.
  await insertAll(
    db,
    'match_commentary',
    studio.commentary.map((line) => ({
      match_id: line.match_id,
      minute: line.minute,
      added_time: line.added_time,
      text: line.text,
      created_at: line.created_at,
      updated_at: line.updated_at,
      author_sub: line.author_sub,
      author_email: line.author_email,
    })),
  );
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
