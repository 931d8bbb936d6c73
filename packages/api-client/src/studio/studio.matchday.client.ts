import type { LiveMatchUpdate, Match, MatchEvent } from '../matches/matches.schemas';
import { getJson, sendJson, type Http } from '../http';
import type { MatchWhistle } from './studio.matchday.constants';
import type {
  StudioCommentaryBody,
  StudioConsoleMatch,
  StudioFixtureInput,
  StudioFixturesQuery,
  StudioLineups,
  StudioLineupsBody,
  StudioFixturesResponse,
  StudioMatchdayOptions,
  StudioResultBody,
} from './studio.matchday.schemas';

/** Drops the parameters left out, so the platform applies its defaults. */
function params(query: object): Record<string, string | number> {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => (typeof entry[1] === 'string' && entry[1] !== '') || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/**
 * The studio's match-day desk (issue 16). Live changes go through the live module's one recording path
 * (`/api/studio/matches/:matchId/...`) and answer the match's new state, the message every open page
 * gets over `GET /api/matches/live`; fixtures and results live under `/api/studio/matchday`. Refusals
 * are ApiErrors (401, 403, 400 with the sentence to show, 409 when the match is not in that state).
 */
export function createStudioMatchdayClient(http: Http) {
  const change = (matchId: number, path: string, body: unknown, method: 'post' | 'put' | 'delete' = 'post') =>
    sendJson<{ data: LiveMatchUpdate }>(http, method, `api/studio/matches/${matchId}/${path}`, body).then((answer) => answer.data);
  const fixture = (path: string, body: unknown) =>
    sendJson<{ data: Match }>(http, 'post', `api/studio/matchday/fixtures${path}`, body).then((answer) => answer.data);
  return {
    /** Live matches first, then today's and the next ones. */
    consoleMatches: () => getJson<{ data: Match[] }>(http, 'api/studio/matchday/console').then((answer) => answer.data),
    consoleMatch: (matchId: number) =>
      getJson<{ data: StudioConsoleMatch }>(http, `api/studio/matchday/matches/${matchId}`).then((answer) => answer.data),
    recordEvent: (matchId: number, event: MatchEvent) => change(matchId, 'events', event),
    /** The event at `index`, as the console saw it (409 when the list changed meanwhile). */
    removeEvent: (matchId: number, index: number, event: MatchEvent) => change(matchId, 'events/remove', { index, event }),
    whistle: (matchId: number, kind: MatchWhistle) => change(matchId, 'whistles', { kind }),
    /** Takes back `kind`, the last whistle the console saw (409 when the match has moved on). */
    undoWhistle: (matchId: number, kind: MatchWhistle) => change(matchId, 'whistles/undo', { kind }),
    /** A line of live commentary; every open match centre gets it over the live stream. */
    addCommentary: (matchId: number, body: StudioCommentaryBody) => change(matchId, 'commentary', body),
    /** Its author changes a line (403 for anyone else). */
    editCommentary: (matchId: number, lineId: number, body: StudioCommentaryBody) => change(matchId, `commentary/${lineId}`, body, 'put'),
    /** Its author removes a line (403 for anyone else). */
    removeCommentary: (matchId: number, lineId: number) => change(matchId, `commentary/${lineId}`, undefined, 'delete'),
    options: () => getJson<{ data: StudioMatchdayOptions }>(http, 'api/studio/matchday/options').then((answer) => answer.data),
    fixtures: (query: StudioFixturesQuery = {}) => getJson<StudioFixturesResponse>(http, 'api/studio/matchday/fixtures', params(query)),
    createFixture: (body: StudioFixtureInput) => fixture('', body),
    reschedule: (matchId: number, kickOffLocal: string) => fixture(`/${matchId}/reschedule`, { kickOffLocal }),
    postpone: (matchId: number) => fixture(`/${matchId}/postpone`, {}),
    enterResult: (matchId: number, body: StudioResultBody) => fixture(`/${matchId}/result`, body),
    /** A match's line-ups, the club team's squad and the version to save from. */
    lineups: (matchId: number) =>
      getJson<{ data: StudioLineups }>(http, `api/studio/matchday/matches/${matchId}/lineups`).then((answer) => answer.data),
    /** Both sides at once; 409 (with who saved since) when someone saved after `body.version`. */
    saveLineups: (matchId: number, body: StudioLineupsBody) =>
      sendJson<{ data: StudioLineups }>(http, 'put', `api/studio/matchday/matches/${matchId}/lineups`, body).then((answer) => answer.data),
  };
}
export type StudioMatchdayClient = ReturnType<typeof createStudioMatchdayClient>;
