import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { MatchCentreTable, MatchPlanTable, MatchTable } from '../matches/db';

export type PlanRecord = Selectable<MatchPlanTable>;

/** What the live engine and the recording path read of one match, in one place. */
export interface LiveRecords {
  match: Selectable<MatchTable>;
  centre: Selectable<MatchCentreTable> | undefined;
  plan: PlanRecord | undefined;
}

export function createLiveRepo(db: Kysely<DB>) {
  return {
    async load(matchId: number): Promise<LiveRecords | undefined> {
      const match = await db.selectFrom('match').selectAll().where('id', '=', matchId).executeTakeFirst();
      if (!match) return undefined;
      const [centre, plan] = await Promise.all([
        db.selectFrom('match_centre').selectAll().where('match_id', '=', matchId).executeTakeFirst(),
        db.selectFrom('match_plan').selectAll().where('match_id', '=', matchId).executeTakeFirst(),
      ]);
      return { match, centre, plan };
    },

    /**
     * The engine's one query per tick: matches with a plan that are live, or scheduled to have kicked
     * off by now. Nothing live → an empty answer from the (small) match table. `simulate` false: only
     * plans people record ('manual'), so simulated matches that stay as they are are not loaded every tick.
     */
    async dueMatchIds(nowIso: string, simulate: boolean): Promise<number[]> {
      let query = db
        .selectFrom('match')
        .innerJoin('match_plan', 'match_plan.match_id', 'match.id')
        .select('match.id')
        .where((eb) =>
          eb.or([eb('match.status', '=', 'live'), eb.and([eb('match.status', '=', 'scheduled'), eb('match.kick_off', '<=', nowIso)])]),
        );
      if (!simulate) query = query.where('match_plan.source', '=', 'manual');
      const rows = await query.orderBy('match.kick_off').execute();
      return rows.map((row) => row.id);
    },

    /** The stream's snapshot: live now, or kicked off since `sinceIso` and live or finished. */
    async recentMatchIds(sinceIso: string, nowIso: string): Promise<number[]> {
      const rows = await db
        .selectFrom('match')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('status', '=', 'live'),
            eb.and([eb('status', '=', 'finished'), eb('kick_off', '>=', sinceIso), eb('kick_off', '<=', nowIso)]),
          ]),
        )
        .orderBy('kick_off')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    async clubNames(): Promise<{ clubSlug: string | undefined; names: Map<string, string> }> {
      const clubs = await db.selectFrom('club').select(['slug', 'name', 'is_club']).execute();
      return { clubSlug: clubs.find((club) => club.is_club === 1)?.slug, names: new Map(clubs.map((club) => [club.slug, club.name])) };
    },
  };
}

export type LiveRepo = ReturnType<typeof createLiveRepo>;
