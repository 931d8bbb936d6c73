import { getJson, type Infer, type Http } from '../http';
import type {
  loansResponseSchema,
  playerResponseSchema,
  teamResponseSchema,
  teamsResponseSchema,
} from './teams.schemas';

/** Teams, squads, player profiles and loans (`/api/teams`). Unknown teams and players are an ApiError 404. */
export function createTeamsClient(http: Http) {
  const team = (slug: string) => `api/teams/${encodeURIComponent(slug)}`;
  return {
    list: () => getJson<Infer<typeof teamsResponseSchema>>(http, 'api/teams'),
    team: (slug: string) => getJson<Infer<typeof teamResponseSchema>>(http, team(slug)),
    player: (teamSlug: string, playerSlug: string) =>
      getJson<Infer<typeof playerResponseSchema>>(http, `${team(teamSlug)}/players/${encodeURIComponent(playerSlug)}`),
    loans: (slug: string) => getJson<Infer<typeof loansResponseSchema>>(http, `${team(slug)}/loans`),
  };
}
export type TeamsClient = ReturnType<typeof createTeamsClient>;
