import type { KyInstance } from 'ky';
import { getJson } from '../http';
import { loansResponseSchema, playerResponseSchema, teamResponseSchema, teamsResponseSchema } from './teams.schemas';

/** Teams, squads, player profiles and loans (`/api/teams`). Unknown teams and players are an ApiError 404. */
export function createTeamsClient(http: KyInstance) {
  const team = (slug: string) => `api/teams/${encodeURIComponent(slug)}`;
  return {
    list: () => getJson(http, 'api/teams', teamsResponseSchema),
    team: (slug: string) => getJson(http, team(slug), teamResponseSchema),
    player: (teamSlug: string, playerSlug: string) =>
      getJson(http, `${team(teamSlug)}/players/${encodeURIComponent(playerSlug)}`, playerResponseSchema),
    loans: (slug: string) => getJson(http, `${team(slug)}/loans`, loansResponseSchema),
  };
}
export type TeamsClient = ReturnType<typeof createTeamsClient>;
