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
export { createVideoPlatformClient, createVideosClient } from './videos/videos.client';
export type { VideoPlatformClient, VideosClient } from './videos/videos.client';
export {
  streamAssetSchema,
  streamMediaTypes,
  streamParamsSchema,
  streamResponseSchema,
  streamStatuses,
  videoCategoriesResponseSchema,
  videoCategorySchema,
  videoDurationNames,
  videoDurations,
  videoFeedDefaultPageSize,
  videoFeedParamsSchema,
  videoFeedQuerySchema,
  videoFeedSchema,
  videoFeedsResponseSchema,
  videoFilterSchema,
  videoFiltersResponseSchema,
  videoItemSchema,
  videoMaxPageSize,
  videoSearchDefaultPageSize,
  videoSearchQuerySchema,
  videoSearchSorts,
  videoSectionSchema,
  videoSections,
  videoSectionsResponseSchema,
} from './videos/videos.schemas';
export type {
  StreamAsset,
  StreamResponse,
  StreamStatus,
  VideoCategoriesResponse,
  VideoCategory,
  VideoDurationName,
  VideoFeed,
  VideoFeedQuery,
  VideoFilter,
  VideoFiltersResponse,
  VideoItem,
  VideoSearchQuery,
  VideoSearchSort,
  VideoSection,
  VideoSectionPage,
  VideoSectionsResponse,
} from './videos/videos.schemas';
export {
  freeEntitlement,
  isVideoLocked,
  lockEmptyEntitlementsDefault,
  loggedInEntitlement,
} from './videos/lock';
export type { VideoLockInput } from './videos/lock';
export { createPackagesClient } from './packages/packages.client';
export type { PackagesClient } from './packages/packages.client';
export {
  packageDisplayTypes,
  packageModes,
  packageSchema,
  packageTypes,
  packagesQuerySchema,
  packagesResponseSchema,
  priceOptionSchema,
  priceTypes,
} from './packages/packages.schemas';
export type { Package, PackageType, PackagesQuery, PackagesResponse, PriceOption, PriceType } from './packages/packages.schemas';
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
