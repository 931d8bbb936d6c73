export { createApiClient } from './client';
export type { ApiClient } from './client';
export { ApiError, createHttp } from './http';
export type { Infer } from './http';
export type { HttpOptions } from './http';
export { normaliseError } from './errors';
export type { NormalisedError } from './errors';
export { apiErrorSchema } from './errors.schemas';
export type { ApiErrorBody } from './errors.schemas';
export { healthResponseSchema } from './health/health.schemas';
export type { HealthResponse } from './health/health.schemas';
export { createNewsClient } from './news/news.client';
export type { NewsClient } from './news/news.client';
export {
  newsArticleResponseSchema,
  newsArticleSchema,
  newsArticleSummarySchema,
  newsCategoriesResponseSchema,
  newsCategorySchema,
  newsCategorySlugs,
  newsListDefaultPageSize,
  newsListMaxPageSize,
  newsListQuerySchema,
  newsListResponseSchema,
  newsLookupQuerySchema,
  newsRelatedResponseSchema,
  newsSearchDefaultSize,
  newsSearchHitSchema,
  newsSearchMaxSize,
  newsSearchQuerySchema,
  newsSearchResponseSchema,
  newsSearchSorts,
  newsSlugParamsSchema,
  relatedNewsQuantity,
} from './news/news.schemas';
export type {
  NewsArticle,
  NewsArticleResponse,
  NewsArticleSummary,
  NewsCategoriesResponse,
  NewsCategory,
  NewsCategorySlug,
  NewsListQuery,
  NewsListResponse,
  NewsLookupQuery,
  NewsRelatedResponse,
  NewsSearchHit,
  NewsSearchQuery,
  NewsSearchResponse,
  NewsSearchSort,
} from './news/news.schemas';
export { createMatchesClient } from './matches/matches.client';
export type { MatchesClient } from './matches/matches.client';
export {
  clubSchema,
  competitionSchema,
  goalEventTypes,
  leagueTableSchema,
  lineupPlayerSchema,
  lineupSchema,
  liveStateSchema,
  matchCentreSchema,
  matchEventSchema,
  matchEventTypes,
  matchParamsSchema,
  matchResponseSchema,
  matchSchema,
  matchStatsSchema,
  matchStatuses,
  matchesQuerySchema,
  matchesResponseSchema,
  nextLastResponseSchema,
  scoreSchema,
  seasonSchema,
  seasonSlugSchema,
  seasonsResponseSchema,
  tableQuerySchema,
  tableResponseSchema,
  tableRowSchema,
  teamQuerySchema,
} from './matches/matches.schemas';
export type {
  Club,
  Competition,
  LeagueTable,
  Lineup,
  LineupPlayer,
  LiveState,
  Match,
  MatchCentre,
  MatchEvent,
  MatchEventType,
  MatchResponse,
  MatchStats,
  MatchStatus,
  MatchesQuery,
  MatchesResponse,
  NextLastResponse,
  Season,
  SeasonsResponse,
  TableQuery,
  TableResponse,
  TableRow,
} from './matches/matches.schemas';
export { createTeamsClient } from './teams/teams.client';
export type { TeamsClient } from './teams/teams.client';
export {
  loanSchema,
  loanedPlayerSchema,
  loansResponseSchema,
  playerParamsSchema,
  playerPositions,
  playerProfileSchema,
  playerResponseSchema,
  playerSeasonStatsSchema,
  playerSummarySchema,
  teamDetailSchema,
  teamParamsSchema,
  teamResponseSchema,
  teamSchema,
  teamSlugs,
  teamsResponseSchema,
} from './teams/teams.schemas';
export type {
  Loan,
  LoansResponse,
  PlayerPosition,
  PlayerProfile,
  PlayerResponse,
  PlayerSeasonStats,
  PlayerSummary,
  Team,
  TeamDetail,
  TeamResponse,
  TeamSlug,
  TeamsResponse,
} from './teams/teams.schemas';
export { createWebClient } from './web/web.client';
export type { WebClient } from './web/web.client';
export {
  contentPageSchema,
  isInternalLink,
  menuItemSchema,
  menuNames,
  menuPageBaseSchema,
  menuPageSchema,
  menusResponseSchema,
  menusSchema,
  navigationResponseSchema,
  pageQuerySchema,
  pageResponseSchema,
  pageTemplates,
  postTypes,
} from './web/web.schemas';
export type {
  ContentPage,
  MenuItem,
  MenuName,
  MenuPage,
  Menus,
  MenusResponse,
  NavigationResponse,
  PageResponse,
} from './web/web.schemas';
