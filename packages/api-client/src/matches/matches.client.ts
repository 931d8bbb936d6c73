import type { KyInstance } from 'ky';
import { getJson } from '../http';
import {
  type MatchesQuery,
  type TableQuery,
  matchResponseSchema,
  matchesResponseSchema,
  nextLastResponseSchema,
  seasonsResponseSchema,
  tableResponseSchema,
} from './matches.schemas';

const definedOnly = (query: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Fixtures, results, match centre, league tables and seasons (`/api/matches`). */
export function createMatchesClient(http: KyInstance) {
  return {
    /** A team's fixtures and results in a season (the current one when omitted), by kick-off. */
    list: (query: MatchesQuery) => getJson(http, 'api/matches', matchesResponseSchema, definedOnly(query)),
    /** The match centre; an ApiError 404 for an unknown id. */
    match: (matchId: number) => getJson(http, `api/matches/${matchId}`, matchResponseSchema),
    next: (team: string) => getJson(http, 'api/matches/next', nextLastResponseSchema, { team }),
    last: (team: string) => getJson(http, 'api/matches/last', nextLastResponseSchema, { team }),
    table: (query: TableQuery) => getJson(http, 'api/matches/tables', tableResponseSchema, definedOnly(query)),
    seasons: () => getJson(http, 'api/matches/seasons', seasonsResponseSchema),
  };
}
export type MatchesClient = ReturnType<typeof createMatchesClient>;
