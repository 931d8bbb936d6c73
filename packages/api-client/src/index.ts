export { createApiClient } from './client';
export type { ApiClient } from './client';
export { ApiError, createHttp, getJson, sendJson } from './http';
export type { Infer } from './http';
export type { HttpOptions } from './http';
export { parseCookies } from './cookies';
export type { CookieJar } from './cookies';
export { parseTrustProxy } from './trustProxy';
export { acceptedRequestId } from './requestId';
export { normaliseError } from './errors';
export type { NormalisedError } from './errors';
export { apiErrorSchema } from './errors.schemas';
export type { ApiErrorBody } from './errors.schemas';
export { hasUnsafeCharacters, stripUnsafeCharacters, unsafeEmailMessage, unsafeNameMessage, unsafeTextMessage } from './text';
export { personNameSchema, safeTextSchema } from './text.schemas';
export { healthResponseSchema, readyResponseSchema } from './health/health.schemas';
export type { HealthResponse, ReadyResponse } from './health/health.schemas';
export { createNewsClient } from './news/news.client';
export type { NewsClient } from './news/news.client';
export {
  newsArticleResponseSchema,
  newsArticleSchema,
  newsArticleSummarySchema,
  newsCategoriesResponseSchema,
  newsCategorySchema,
  newsListQuerySchema,
  newsListResponseSchema,
  newsLookupQuerySchema,
  newsRelatedResponseSchema,
  newsSearchHitSchema,
  newsSearchQuerySchema,
  newsSearchResponseSchema,
  newsSlugParamsSchema,
} from './news/news.schemas';
export {
  newsCategorySlugs,
  newsListDefaultPageSize,
  newsListMaxPageSize,
  newsSearchDefaultSize,
  newsSearchMaxSize,
  newsSearchSorts,
  relatedNewsQuantity,
} from './news/news.constants';
export type {
  NewsArticle,
  NewsArticleResponse,
  NewsArticleSummary,
  NewsCategoriesResponse,
  NewsCategory,
  NewsListQuery,
  NewsListResponse,
  NewsLookupQuery,
  NewsRelatedResponse,
  NewsSearchHit,
  NewsSearchQuery,
  NewsSearchResponse,
} from './news/news.schemas';
export type {
  NewsCategorySlug,
  NewsSearchSort,
} from './news/news.constants';
export { createMatchesClient } from './matches/matches.client';
export type { MatchesClient } from './matches/matches.client';
export {
  clubSchema,
  commentaryLineSchema,
  competitionSchema,
  leagueTableSchema,
  lineupPlayerSchema,
  lineupSchema,
  liveMatchUpdateSchema,
  liveStateSchema,
  matchCentreSchema,
  matchEventSchema,
  matchParamsSchema,
  matchResponseSchema,
  matchSchema,
  matchStatsSchema,
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
export {
  fullTimeAfterMinutes,
  goalEventTypes,
  isFirstHalfMoment,
  matchEventTypes,
  matchStatuses,
  momentAfterKickOffMs,
  secondHalfStartsAfterMinutes,
} from './matches/matches.constants';
export { momentOnStreamMs } from './matches/matches.moments';
export type {
  Club,
  CommentaryLine,
  Competition,
  LeagueTable,
  Lineup,
  LineupPlayer,
  LiveMatchUpdate,
  LiveState,
  Match,
  MatchCentre,
  MatchEvent,
  MatchResponse,
  MatchStats,
  MatchesQuery,
  MatchesResponse,
  NextLastResponse,
  Season,
  SeasonsResponse,
  TableQuery,
  TableResponse,
  TableRow,
} from './matches/matches.schemas';
export type {
  MatchEventType,
  MatchStatus,
} from './matches/matches.constants';
export { createTeamsClient } from './teams/teams.client';
export type { TeamsClient } from './teams/teams.client';
export {
  loanSchema,
  loanedPlayerSchema,
  loansResponseSchema,
  playerParamsSchema,
  playerProfileSchema,
  playerResponseSchema,
  playerSeasonStatsSchema,
  playerSummarySchema,
  teamDetailSchema,
  teamParamsSchema,
  teamResponseSchema,
  teamSchema,
  teamsResponseSchema,
} from './teams/teams.schemas';
export {
  playerPositions,
  teamSlugs,
} from './teams/teams.constants';
export type {
  Loan,
  LoansResponse,
  PlayerProfile,
  PlayerResponse,
  PlayerSeasonStats,
  PlayerSummary,
  Team,
  TeamDetail,
  TeamResponse,
  TeamsResponse,
} from './teams/teams.schemas';
export type {
  PlayerPosition,
  TeamSlug,
} from './teams/teams.constants';
export { createVideoPlatformClient, createVideosClient } from './videos/videos.client';
export type { SessionCheckResult, VideoPlatformClient, VideosClient } from './videos/videos.client';
export {
  sessionCheckRefusalSchema,
  sessionCheckRequestSchema,
  sessionCheckResponseSchema,
  streamAssetSchema,
  streamParamsSchema,
  streamResponseSchema,
  videoCategoriesResponseSchema,
  videoCategorySchema,
  videoFeedParamsSchema,
  videoFeedQuerySchema,
  videoFeedSchema,
  videoFeedsResponseSchema,
  videoConfigurationResponseSchema,
  videoConfigurationSchema,
  videoFilterSchema,
  videoFiltersResponseSchema,
  videoItemSchema,
  videoSearchQuerySchema,
  videoSectionSchema,
  videoSectionsResponseSchema,
} from './videos/videos.schemas';
export {
  concurrencyPingSeconds,
  concurrencySessionTtlSeconds,
  concurrencySocketPath,
  decodeConcurrencySessionId,
  encodeConcurrencySessionId,
  sessionCheckMediaTypes,
  streamMediaTypes,
  streamStatuses,
  videoDurationNames,
  videoDurations,
  videoFeedDefaultPageSize,
  videoMaxPageSize,
  videoSearchDefaultPageSize,
  videoSearchSorts,
  videoSections,
} from './videos/videos.constants';
export type {
  SessionCheckRefusal,
  SessionCheckRequest,
  SessionCheckResponse,
  StreamAsset,
  StreamResponse,
  VideoCategoriesResponse,
  VideoCategory,
  VideoConfiguration,
  VideoFeed,
  VideoFeedQuery,
  VideoFilter,
  VideoFiltersResponse,
  VideoItem,
  VideoSearchQuery,
  VideoSectionPage,
  VideoSectionsResponse,
} from './videos/videos.schemas';
export type {
  ConcurrencyClientMessage,
  ConcurrencyServerMessage,
  SessionCheckMediaType,
  StreamMediaType,
  StreamStatus,
  VideoDurationName,
  VideoSearchSort,
  VideoSection,
} from './videos/videos.constants';
export { createPackagesClient } from './packages/packages.client';
export type { PackagesClient } from './packages/packages.client';
export {
  packageSchema,
  packagesQuerySchema,
  packagesResponseSchema,
  priceOptionSchema,
} from './packages/packages.schemas';
export {
  packageDisplayTypes,
  packageModes,
  packageTypes,
  priceTypes,
} from './packages/packages.constants';
export type {
  Package,
  PackagesQuery,
  PackagesResponse,
  PriceOption,
} from './packages/packages.schemas';
export type {
  PackageType,
  PriceType,
} from './packages/packages.constants';
export { createSettingsClient } from './settings/settings.client';
export type { SettingsClient } from './settings/settings.client';
export {
  advertisingSettingsResponseSchema,
  advertisingSettingsSchema,
  buttonPresetSchema,
  crestSettingSchema,
  currentSeasonResponseSchema,
  currentSeasonSchema,
  socialLinkSchema,
  webSettingsResponseSchema,
  webSettingsSchema,
} from './settings/settings.schemas';
export {
  advertPositions,
  advertisingPageSlots,
  buttonTypes,
  footerAdvertVersions,
  iconAlignments,
} from './settings/settings.constants';
export type { FooterAdvertVersion } from './settings/settings.constants';
export type {
  AdvertisingSettings,
  AdvertisingSettingsResponse,
  ButtonPreset,
  CurrentSeason,
  CurrentSeasonResponse,
  SocialLink,
  WebSettings,
  WebSettingsResponse,
} from './settings/settings.schemas';
export { createWebClient } from './web/web.client';
export { isInternalLink } from './web/links';
export type { WebClient } from './web/web.client';
export {
  contentPageSchema,
  contentVersionResponseSchema,
  menuItemSchema,
  menuPageBaseSchema,
  menuPageSchema,
  menusResponseSchema,
  menusSchema,
  navigationResponseSchema,
  pageQuerySchema,
  pageResponseSchema,
  redirectResponseSchema,
} from './web/web.schemas';
export {
  menuNames,
  pageTemplates,
  postTypes,
} from './web/web.constants';
export type {
  ContentPage,
  MenuItem,
  MenuPage,
  Menus,
  MenusResponse,
  NavigationResponse,
  PageResponse,
} from './web/web.schemas';
export type {
  MenuName,
} from './web/web.constants';
export { createAnalyticsClient } from './analytics/analytics.client';
export type { AnalyticsClient } from './analytics/analytics.client';
export { analyticsAcceptedResponseSchema, analyticsRecordSchema } from './analytics/analytics.schemas';
export type { AnalyticsAcceptedResponse, AnalyticsRecord } from './analytics/analytics.schemas';
export { analyticsChannels, analyticsEvents, analyticsRecordsPerMinute, trackingIdMax } from './analytics/analytics.constants';
export type { AnalyticsChannel, AnalyticsEvent } from './analytics/analytics.constants';
export { createCommercialClient } from './commercial/commercial.client';
export type { CommercialClient } from './commercial/commercial.client';
export {
  advertAreaQuerySchema,
  experimentsResponseSchema,
  feedAdvertSchema,
  feedResponseSchema,
  footerAdvertSchema,
  footerAdvertsResponseSchema,
  headerSponsorSchema,
  headerSponsorsResponseSchema,
  promoOverlaySchema,
  promoOverlaysResponseSchema,
  promoQuerySchema,
  sectionParamsSchema,
  sectionSponsorSlotResponseSchema,
  sectionSponsorSlotSchema,
  sectionSponsorSlotsResponseSchema,
  slotAdvertResponseSchema,
  slotAdvertSchema,
  slotAdvertsResponseSchema,
  slotParamsSchema,
  slotQuerySchema,
  slotServiceAdvertSchema,
  sponsorRowSchema,
  sponsorRowsResponseSchema,
  sponsorSchema,
} from './commercial/commercial.schemas';
export {
  advertAreas,
  advertChannels,
  advertImageTypes,
  promoChannels,
  promoTypes,
  sectionSponsorTypes,
  sponsorSizes,
} from './commercial/commercial.constants';
export type {
  ExperimentsResponse,
  FeedAdvert,
  FeedResponse,
  FooterAdvert,
  FooterAdvertsResponse,
  HeaderSponsor,
  HeaderSponsorsResponse,
  PromoOverlay,
  PromoOverlaysResponse,
  SectionSponsorSlot,
  SectionSponsorSlotResponse,
  SectionSponsorSlotsResponse,
  SlotAdvert,
  SlotAdvertResponse,
  SlotAdvertsResponse,
  SlotServiceAdvert,
  Sponsor,
  SponsorRow,
  SponsorRowsResponse,
} from './commercial/commercial.schemas';
export type {
  AdvertChannel,
  AdvertImageType,
  PromoChannel,
  PromoType,
  SectionSponsorType,
  SponsorSize,
} from './commercial/commercial.constants';
export {
  firstUnseenActivePromo,
  isFeedAdvertShown,
  isFooterAdvertShown,
  isHeaderSponsorShown,
  isPromoActive,
  isSlotAdvertShown,
  isSlotServiceAdvertShown,
  isSponsorShown,
  isValidAdvert,
  isWebChannel,
  shownSlotAdverts,
  shownSponsorRows,
} from './commercial/rules';
export type { AdvertContext, ChildMode } from './commercial/rules';
export { createIdentityClient } from './identity/identity.client';
export type { IdentityClient } from './identity/identity.client';
export type { IdentityAccountClient } from './identity/identity.account.client';
export {
  authenticateBodySchema,
  changePasswordBodySchema,
  codeDeliveryResponseSchema,
  confirmForgotPasswordBodySchema,
  confirmSignUpBodySchema,
  forgotPasswordBodySchema,
  loginCheckResponseSchema,
  outboxMessageSchema,
  outboxResponseSchema,
  resendCodeBodySchema,
  confirmEmailChangeBodySchema,
  emailChangeBodySchema,
  endSessionsBodySchema,
  sessionResponseSchema,
  sessionSchema,
  signUpBodySchema,
  signedInSessionSchema,
  signedInSessionsResponseSchema,
  updateUserAttributesBodySchema,
  userAttributesResponseSchema,
  userAttributesSchema,
} from './identity/identity.schemas';
export {
  confirmationCodeLength,
  editableUserAttributes,
  passwordChangeRequiredCode,
  passwordMaxLength,
  passwordMinLength,
  signedInHintCookie,
  signedInHintCookies,
} from './identity/identity.constants';
export type {
  AuthenticateBody,
  ChangePasswordBody,
  CodeDeliveryResponse,
  ConfirmForgotPasswordBody,
  ConfirmSignUpBody,
  ForgotPasswordBody,
  LoginCheckResponse,
  OutboxMessage,
  ResendCodeBody,
  ConfirmEmailChangeBody,
  EmailChangeBody,
  EndSessionsBody,
  Session,
  SessionResponse,
  SignUpBody,
  SignedInSession,
  SignedInSessionsResponse,
  UpdateUserAttributesBody,
  UserAttributes,
  UserAttributesResponse,
} from './identity/identity.schemas';
export type { EditableUserAttribute } from './identity/identity.constants';
export { createEntitlementsClient, createPaymentsClient } from './payments/payments.client';
export type { EntitlementsClient, PaymentsClient } from './payments/payments.client';
export {
  checkoutRequestSchema,
  checkoutResponseSchema,
  entitlementsResponseSchema,
  entitlementsSchema,
  portalRequestSchema,
  portalResponseSchema,
  userIdParamsSchema,
  voucherRedeemRequestSchema,
  voucherRedeemResponseSchema,
} from './payments/payments.schemas';
export { checkoutModes } from './payments/payments.constants';
export type {
  CheckoutRequest,
  CheckoutResponse,
  Entitlements,
  EntitlementsResponse,
  PortalRequest,
  PortalResponse,
  VoucherRedeemRequest,
  VoucherRedeemResponse,
} from './payments/payments.schemas';
export type { CheckoutMode } from './payments/payments.constants';
export { createStreamerClient } from './streamer/streamer.client';
export type { StreamerClient } from './streamer/streamer.client';
export {
  liveAvailabilityResponseSchema,
  liveAvailabilitySchema,
  streamerFaqSchema,
  streamerFaqsResponseSchema,
  streamerFixtureSchema,
  streamerFixturesQuerySchema,
  streamerFixturesResponseSchema,
} from './streamer/streamer.schemas';
export { fixtureCoverages, liveAvailabilityStatuses, ukIrelandAvailabilities } from './streamer/streamer.constants';
export type {
  LiveAvailability,
  LiveAvailabilityResponse,
  StreamerFaq,
  StreamerFaqsResponse,
  StreamerFixture,
  StreamerFixturesQuery,
  StreamerFixturesResponse,
} from './streamer/streamer.schemas';
export type { FixtureCoverage, LiveAvailabilityStatus, UkIrelandAvailability } from './streamer/streamer.constants';
export { StudioConflictError, createStudioClient } from './studio/studio.client';
export type { StudioClient } from './studio/studio.client';
export {
  staffRoleSchema,
  studioArticleInputSchema,
  studioArticleParamsSchema,
  studioArticleSchema,
  studioArticleStatusSchema,
  studioArticleSummarySchema,
  studioArticleUpdateSchema,
  studioArticlesQuerySchema,
  studioArticlesResponseSchema,
  studioAuditEntrySchema,
  studioAuditQuerySchema,
  studioAuditResponseSchema,
  studioConflictSchema,
  studioImageKeySchema,
  studioImageResponseSchema,
  studioImageSchema,
  studioImageUploadQuerySchema,
  studioImagesQuerySchema,
  studioImagesResponseSchema,
  studioPublishBodySchema,
  studioSessionSchema,
  studioSlugParamsSchema,
  studioSlugQuerySchema,
  studioSlugResponseSchema,
  studioSlugSchema,
  studioVersionBodySchema,
  studioRevisionFieldsSchema,
  studioRevisionParamsSchema,
  studioRevisionSchema,
  studioRevisionSummarySchema,
  studioRevisionsQuerySchema,
  studioRevisionsResponseSchema,
} from './studio/studio.schemas';
export type {
  StudioArticle,
  StudioArticleInput,
  StudioArticleSummary,
  StudioArticleUpdate,
  StudioArticlesQuery,
  StudioArticlesResponse,
  StudioAuditEntry,
  StudioAuditQuery,
  StudioAuditResponse,
  StudioConflict,
  StudioImage,
  StudioImageResponse,
  StudioImageUploadQuery,
  StudioImagesQuery,
  StudioImagesResponse,
  StudioPublishBody,
  StudioRelatedArticle,
  StudioSession,
  StudioSlugResponse,
  StudioVersionBody,
  StudioRevision,
  StudioRevisionFields,
  StudioRevisionSummary,
  StudioRevisionsResponse,
} from './studio/studio.schemas';
export {
  noDraftMessage,
  notStaffMessage,
  slugTakenMessage,
  staffRoles,
  studioArticleStatuses,
  studioArticlesPageSize,
  studioAuditPageSize,
  studioPageRevisionActions,
  studioPageRevisionFieldNames,
  studioPageRevisionFields,
  studioRevisionActions,
  studioRevisionFieldNames,
  studioRevisionFields,
  studioRevisionsPageSize,
  studioAuthorMax,
  studioBodyMax,
  studioErrorCodes,
  studioCommercialImageTypes,
  studioImageDesks,
  studioImageMaxBytes,
  studioImageTypes,
  studioImagesPageSize,
  studioPublishFieldNames,
  studioPublishFields,
  studioRelatedMax,
  studioSlugMax,
  studioStandfirstMax,
  studioTagMax,
  studioTagsMax,
  studioTitleMax,
} from './studio/studio.constants';
export type { StaffRole, StudioPageRevisionAction, StudioPageRevisionField, StudioRevisionAction, StudioRevisionField, StudioArticleStatus, StudioImageDesk, StudioImageType, StudioPublishField, StudioUploadType } from './studio/studio.constants';
export { missingForPublish, publishRequirementMessage, slugFromTitle } from './studio/studio.rules';
export type { PublishableFields } from './studio/studio.rules';
export {
  studioPageCreateSchema,
  studioPageMoveSchema,
  studioPageParamsSchema,
  studioPageRemoveSchema,
  studioPageReorderSchema,
  studioPageRestoreSchema,
  studioPageRevisionFieldsSchema,
  studioPageRevisionSchema,
  studioPageRevisionSummarySchema,
  studioPageRevisionsResponseSchema,
  studioPageSchema,
  studioPageSummarySchema,
  studioPageUpdateSchema,
  studioPagesResponseSchema,
  type StudioPage,
  type StudioPageCreate,
  type StudioPageMove,
  type StudioPageRemove,
  type StudioPageReorder,
  type StudioPageRestore,
  type StudioPageRevision,
  type StudioPageRevisionFields,
  type StudioPageRevisionSummary,
  type StudioPageRevisionsResponse,
  type StudioPageSummary,
  type StudioPageUpdate,
  type StudioPagesResponse,
} from './studio/studio.pages.schemas';
export { formationSlots, lineupFormations, lineupMaxSubstitutes, lineupMessages, commentaryMaxLength, commentaryMessages, matchWhistles, matchdayMessages, studioFixtureStatuses, studioFixturesPageSize, studioResultMaxGoals, type FormationSlot, type LineupFormation, type LineupRole, type MatchWhistle, type StudioFixtureStatus } from './studio/studio.matchday.constants';
export { londonDateTimeSchema, studioCommentaryBodySchema, studioCommentaryParamsSchema, type StudioCommentaryBody, type StudioCommentaryLine, studioConsoleMatchResponseSchema, studioConsoleMatchSchema, studioConsoleMatchesResponseSchema, studioFixtureInputSchema, studioFixtureResponseSchema, studioFixturesQuerySchema, studioFixturesResponseSchema, studioMatchdayOptionsResponseSchema, studioMatchdayOptionsSchema, studioRemoveEventBodySchema, studioRescheduleBodySchema, studioResultBodySchema, studioWhistleBodySchema, studioLineupSideSchema, studioLineupsBodySchema, studioLineupsResponseSchema, studioLineupsSchema, type StudioLineupSide, type StudioLineups, type StudioLineupsBody, type StudioSquadPlayer, type StudioConsoleMatch, type StudioConsoleMatchesResponse, type StudioFixtureInput, type StudioFixturesQuery, type StudioFixturesResponse, type StudioMatchdayOptions, type StudioRemoveEventBody, type StudioRescheduleBody, type StudioResultBody, type StudioWhistleBody } from './studio/studio.matchday.schemas';
export { studioDesks, type StudioDesk } from './studio/studio.desks';
export { createStudioMatchdayClient, type StudioMatchdayClient } from './studio/studio.matchday.client';
export { createStudioCommercialClient, type StudioCommercialClient } from './studio/studio.commercial.client';
export { studioAdvertCreateSchema, studioAdvertInputSchema, studioAdvertParamsSchema, studioAdvertSchema, studioAdvertsQuerySchema, studioAdvertsResponseSchema, studioAdvertUpdateSchema, studioAdvertSlotChangeSchema, studioAdvertSlotOrderSchema, studioAdvertSlotParamsSchema, studioCommercialDeleteSchema, type StudioAdvertSlotChange, type StudioAdvertSlotOrder, type StudioCommercialDelete, type StudioAdvert, type StudioAdvertCreate, type StudioAdvertInput, type StudioAdvertSlot, type StudioAdvertsQuery, type StudioAdvertsResponse, type StudioAdvertUpdate } from './studio/studio.commercial.schemas';
export { studioSponsorInputSchema, studioSponsorParamsSchema, studioSponsorSchema, studioSponsorsQuerySchema, studioSponsorsResponseSchema, studioSponsorUpdateSchema, type StudioSponsor, type StudioSponsorInput, type StudioSponsorRow, type StudioSponsorsQuery, type StudioSponsorsResponse, type StudioSponsorUpdate } from './studio/studio.commercial.schemas';
export { sponsorInUseMessage, sponsorNotFoundMessage, sponsorRowNotFoundMessage, studioSponsorsPageSize, studioSponsorTitleMax } from './studio/studio.commercial.constants';
export { studioAdvertSlotActions } from './studio/studio.commercial.constants';
export { advertAlreadyFirstMessage, advertAlreadyInSlotMessage, advertAlreadyLastMessage, advertLastSlotMessage, advertNotFoundMessage, advertNotInSlotMessage, advertSlotNotFoundMessage, studioAdvertNameMax, studioAdvertsPageSize, studioAdvertStatuses, studioAdvertUrlMax, type StudioAdvertStatus } from './studio/studio.commercial.constants';
export { studioPackageParamsSchema, studioPackageSchema, studioPackagesResponseSchema, studioPackageUpdateSchema, studioPageQuerySchema, studioPromoInputSchema, studioPromoParamsSchema, studioPromoSchema, studioPromosResponseSchema, studioPromoUpdateSchema, type StudioPackage, type StudioPackageSummary, type StudioPackagesResponse, type StudioPackageUpdate, type StudioPageQuery, type StudioPromo, type StudioPromoInput, type StudioPromosResponse, type StudioPromoUpdate } from './studio/studio.commercial.schemas';
export { packageNotFoundMessage, promoNotFoundMessage, studioPackageDescriptionMax, studioPackagesPageSize, studioPackageTitleMax, studioPriceMax, studioPriceMin, studioPromoAltMax, studioPromosPageSize, studioPromoStatuses, studioPromoUrlMax, type StudioPromoStatus } from './studio/studio.commercial.constants';
export { studioGrantOptionsSchema, studioVoucherCodeSchema, studioVoucherDetailSchema, studioVoucherInputSchema, studioVoucherParamsSchema, studioVoucherRedemptionSchema, studioVoucherSchema, studioVoucherUpdateSchema, studioVouchersQuerySchema, studioVouchersResponseSchema, type StudioGrantOptions, type StudioVoucher, type StudioVoucherDetail, type StudioVoucherInput, type StudioVoucherUpdate, type StudioVouchersQuery, type StudioVouchersResponse } from './studio/studio.commercial.schemas';
export { studioVoucherCodeMax, studioVoucherCodeMin, studioVoucherDaysMax, studioVoucherDescriptionMax, studioVoucherStatuses, studioVouchersPageSize, studioVoucherUsesMax, voucherCodeTakenMessage, voucherLimitBelowUsesMessage, type StudioVoucherStatus } from './studio/studio.commercial.constants';
export { createStudioFansClient, type StudioFansClient } from './studio/studio.fans.client';
export { studioStaffMemberSchema, studioStaffResponseSchema, studioStaffRoleBodySchema, type StudioStaffMember, type StudioStaffResponse, type StudioStaffRoleBody, studioCompParamsSchema, studioCompPassBodySchema, studioFanBlockBodySchema, studioFanBypassBodySchema, studioFanGrantSchema, studioFanParamsSchema, studioFanQuerySchema, studioFanSchema, type StudioCompPassBody, type StudioFan, type StudioFanQuery } from './studio/studio.fans.schemas';
export { fanNotFoundMessage, ownAdminRoleMessage, studioFanStatuses } from './studio/studio.fans.constants';
export { clubTvStreamParamsSchema, clubTvStreamSchema, clubTvStreamUpdateSchema, clubTvStreamsResponseSchema, type ClubTvStream, type ClubTvStreamUpdate, type ClubTvStreamsResponse, clubTvEntitlementsSchema, clubTvOptionsSchema, clubTvVersionBodySchema, clubTvVideoInputSchema, clubTvVideoParamsSchema, clubTvVideoSchema, clubTvVideoUpdateSchema, clubTvVideosQuerySchema, clubTvVideosResponseSchema, type ClubTvOptions, type ClubTvVersionBody, type ClubTvVideo, type ClubTvVideoInput, type ClubTvVideoUpdate, type ClubTvVideosQuery, type ClubTvVideosResponse } from './studio/studio.clubtv.schemas';
export { clubTvCaptionsMaxBytes, clubTvDescriptionMax, clubTvPageSize, clubTvStatusLabel, clubTvStatuses, clubTvTitleMax, clubTvUploadMaxBytes, clubTvUploadPath, clubTvStreamControls, clubTvStreamControlLabels, type ClubTvStatus, type ClubTvStreamControl } from './studio/studio.clubtv.constants';
export { createStudioClubTvClient, type StudioClubTvClient } from './studio/studio.clubtv.client';
export { createStudioSponsorSlotsClient, type StudioSponsorSlotsClient } from './studio/studio.sponsorSlots.client';
export { studioHeaderSponsorInputSchema, studioHeaderSponsorParamsSchema, studioHeaderSponsorSchema, studioHeaderSponsorsResponseSchema, studioHeaderSponsorUpdateSchema, studioSectionSlotInputSchema, studioSectionSlotParamsSchema, studioSectionSlotSchema, studioSectionSlotsResponseSchema, studioSectionSlotUpdateSchema, studioSponsorChoiceSchema, type StudioHeaderSponsor, type StudioHeaderSponsorInput, type StudioHeaderSponsorsResponse, type StudioHeaderSponsorUpdate, type StudioSectionSlot, type StudioSectionSlotInput, type StudioSectionSlotsResponse, type StudioSectionSlotUpdate, type StudioSponsorChoice } from './studio/studio.sponsorSlots.schemas';
export { headerSponsorPlaceNotFoundMessage, headerSponsorPlaces, headerSponsorUnpublishedMessage, sectionSlotNotFoundMessage, slotSponsorNotFoundMessage, studioHeaderSponsorNameMax, studioSectionSlotNameMax, studioSectionSlotSponsorsMax } from './studio/studio.sponsorSlots.constants';
