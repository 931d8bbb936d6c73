import { getJson, type Infer, type Http } from '../http';
import type {
  MatchesQuery,
  TableQuery,
  matchResponseSchema,
  matchesResponseSchema,
  nextLastResponseSchema,
  seasonsResponseSchema,
  tableResponseSchema,
} from './matches.schemas';

const definedOnly = (query: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Fixtures, results, match centre, league tables and seasons (`/api/matches`). */
export function createMatchesClient(http: Http) {
  return {
    /** A team's fixtures and results in a season (the current one when omitted), by kick-off. */
    list: (query: MatchesQuery) => getJson<Infer<typeof matchesResponseSchema>>(http, 'api/matches', definedOnly(query)),
    /** The match centre; an ApiError 404 for an unknown id. */
    match: (matchId: number) => getJson<Infer<typeof matchResponseSchema>>(http, `api/matches/${matchId}`),
    next: (team: string) => getJson<Infer<typeof nextLastResponseSchema>>(http, 'api/matches/next', { team }),
    last: (team: string) => getJson<Infer<typeof nextLastResponseSchema>>(http, 'api/matches/last', { team }),
    table: (query: TableQuery) => getJson<Infer<typeof tableResponseSchema>>(http, 'api/matches/tables', definedOnly(query)),
    seasons: () => getJson<Infer<typeof seasonsResponseSchema>>(http, 'api/matches/seasons'),
  };
}
export type MatchesClient = ReturnType<typeof createMatchesClient>;
