import {
  matchParamsSchema,
  matchResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  nextLastResponseSchema,
  seasonsResponseSchema,
  tableQuerySchema,
  tableResponseSchema,
  teamQuerySchema,
} from '@club/api-client';
import { publicReadRoutes } from '../../infra/http/public-read';
import type { MatchesService } from './service';

// Fixtures and results change on matchdays: a minute of caching, and ten seconds for anything that
// carries a live match, so the score a fan sees is never far behind.
const cacheControl = 'public, max-age=60';
const liveCacheControl = 'public, max-age=10';
const cacheFor = (live: boolean) => (live ? liveCacheControl : cacheControl);

/**
 * SPEC 7 'match data, custom league tables', mounted at /api/matches. Unknown teams, seasons,
 * competitions and matches are the service's NotFoundError, answered as a 404 with its sentence.
 */
export const matchesRoutes = publicReadRoutes<{ service: MatchesService }>({ tags: ['matches'], cache: cacheControl }, (read, { service }) => {
  read({
    url: '/',
    operationId: 'listMatches',
    summary: "A team's fixtures and results in a season",
    description: "By kick-off, earliest first. `season` is a slug like '2025-26' and defaults to the current season.",
    querystring: matchesQuerySchema,
    response: matchesResponseSchema,
    cache: ({ data }) => cacheFor(data.some((match) => match.status === 'live')),
    notFound: 'thrown',
    load: async ({ query }) => ({ data: await service.matches(query.team, query.season) }),
  });

  read({
    url: '/seasons',
    operationId: 'listSeasons',
    summary: 'The seasons with data, newest first, the current one flagged',
    response: seasonsResponseSchema,
    load: async () => ({ data: await service.seasons() }),
  });

  read({
    url: '/next',
    operationId: 'getNextMatch',
    summary: "A team's live match, else its next fixture",
    description: 'Null when nothing is scheduled (pre-season: new fixtures are coming soon).',
    querystring: teamQuerySchema,
    response: nextLastResponseSchema,
    cache: ({ data }) => cacheFor(data?.status === 'live'),
    notFound: 'thrown',
    load: async ({ query }) => ({ data: await service.next(query.team) }),
  });

  read({
    url: '/last',
    operationId: 'getLastMatch',
    summary: "A team's latest result",
    querystring: teamQuerySchema,
    response: nextLastResponseSchema,
    notFound: 'thrown',
    load: async ({ query }) => ({ data: await service.last(query.team) }),
  });

  read({
    url: '/tables',
    operationId: 'getLeagueTable',
    summary: 'A league table, computed from every result of the competition and season',
    description: "`season` defaults to the current season. Cups and friendlies have no table (404).",
    querystring: tableQuerySchema,
    response: tableResponseSchema,
    notFound: 'thrown',
    load: async ({ query }) => ({ data: await service.table(query.competition, query.season) }),
  });

  read({
    url: '/:matchId',
    operationId: 'getMatch',
    summary: 'The match centre: the match, line-ups, events, stats and live state',
    params: matchParamsSchema,
    response: matchResponseSchema,
    cache: ({ data }) => cacheFor(data.match.status === 'live'),
    notFound: 'thrown',
    load: async ({ params }) => ({ data: await service.match(params.matchId) }),
  });
});
