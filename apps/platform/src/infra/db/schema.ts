import type { MenuName } from '@club/api-client';
import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Types are chosen to read the same on SQLite and Postgres:
 * booleans are 0/1 integers (SQLite has none, and better-sqlite3 cannot bind `true`), instants are
 * ISO 8601 UTC text (sortable, no driver-specific Date handling).
 */
export interface NavPageTable {
  id: number;
  parent_id: number | null;
  slug: string;
  full_path: string;
  title: string;
  template: 'Hub' | 'Default';
  page_order: number;
  post_type: 'internal' | 'external';
  external_url: string | null;
  new_tab: 0 | 1;
  status: 'Published' | 'Draft';
  summary: string;
  body: string;
  published_at: string;
  saved_at: string;
  /** Where the web seed wrote the page; null for a page added in the studio (0027_page_moves). */
  origin_path: string | null;
}

/** Where staff put one of the seed's pages, by its origin (0027_page_moves). */
export interface NavPagePlaceTable {
  origin_path: string;
  /** The origin of the section it moved to; null when only its order was set. */
  parent_origin_path: string | null;
  page_order: number;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** An address a page had before it moved, and where it is now (0027_page_moves). */
export interface NavPageRedirectTable {
  from_path: string;
  to_path: string;
  created_at: string;
  created_by_email: string;
}

/** A content page as staff last saved it in the studio, by path (0018_page_edits). */
export interface NavPageEditTable {
  full_path: string;
  title: string;
  summary: string;
  body: string;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** A content page added in the studio (0022_page_additions); its words are its nav_page_edit row. */
export interface NavPageAddedTable {
  full_path: string;
  parent_path: string;
  slug: string;
  page_order: number;
  created_at: string;
  created_by_email: string;
}

export interface MenuItemTable {
  menu: MenuName;
  position: number;
  name: string;
  link: string;
  icon: string | null;
  is_external: 0 | 1;
  custom_class: string | null;
  new_tab: 0 | 1;
  image: string | null;
}

/**
 * A news article. Search columns (SQLite's FTS5 mirror, Postgres's `search_vector`) are not listed:
 * only the news search queries them, in raw SQL.
 */
export interface NewsArticleTable {
  id: number;
  slug: string;
  title: string;
  standfirst: string;
  body: string;
  body_text: string;
  published_at: string;
  image_key: string;
  author: string;
  category: 'first-team' | 'u21' | 'u18' | 'women' | 'club';
  tags: string;
  /** 0014_studio. Public reads show only 'published' rows whose `published_at` has come by the clock. */
  status: Generated<'draft' | 'published'>;
  /** Raised by one on every studio save; a save from an older version is refused (409). */
  version: Generated<number>;
  updated_at: Generated<string>;
  updated_by_email: string | null;
  /** Hand-picked related articles, space-separated slugs in order; null: picked automatically. */
  related_slugs: string | null;
  /** 'seed' rows are the demo world's and replaced with it; 'studio' rows were written (or edited) by staff. */
  origin: Generated<'seed' | 'studio'>;
}

/** SPEC 3 'Team'. `show_team_overview` is null when the flag is not set (it is optional in the spec). */
export interface TeamTable {
  id: number;
  slug: string;
  name: string;
  show_on_matches: 0 | 1;
  show_on_teams: 0 | 1;
  external_team_page: string | null;
  external_match_page: string | null;
  is_single_group: 0 | 1;
  display_position_on_card: 0 | 1;
  is_mini_card: 0 | 1;
  child_friendly: 0 | 1;
  show_team_overview: 0 | 1 | null;
}

export interface PlayerTable {
  slug: string;
  team_slug: string;
  squad_order: number;
  first_name: string;
  last_name: string;
  position: 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';
  shirt_number: number;
  nationality: string;
  date_of_birth: string;
  biography: string;
  image_key: string;
  loan_club: string | null;
  loan_from: string | null;
  loan_until: string | null;
}

export interface SeasonTable {
  slug: string;
  year: number;
  name: string;
  is_current: 0 | 1;
}

export interface ClubTable {
  slug: string;
  name: string;
  short_name: string;
  crest_key: string;
  stadium: string;
  is_club: 0 | 1;
}

export interface CompetitionTable {
  slug: string;
  name: string;
  short_name: string;
  kind: 'league' | 'cup' | 'friendly';
  team_slug: string;
}

export interface CompetitionMemberTable {
  competition_slug: string;
  season_slug: string;
  club_slug: string;
}

/** One of the club's matches. Scores are set exactly when the match is live or finished. */
export interface MatchTable {
  id: number;
  team_slug: string;
  season_slug: string;
  competition_slug: string;
  round: string;
  home_club: string;
  away_club: string;
  venue: string;
  kick_off: string;
  status: 'scheduled' | 'live' | 'finished' | 'postponed';
  home_score: number | null;
  away_score: number | null;
  report_slug: string | null;
  highlights_video_id: string | null;
  /** 0021_match_lineups: who made the match; the demo reseed replaces only the seed's. */
  origin: Generated<'seed' | 'studio'>;
}

/** 0021_match_lineups: line-ups set in the studio, versioned. */
export interface MatchLineupTable {
  match_id: number;
  /** JSON: { home: Lineup, away: Lineup } */
  lineups: string;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** Line-ups, events and stats as JSON text in api-client's shapes; live columns only while live. */
export interface MatchCentreTable {
  match_id: number;
  lineups: string;
  events: string;
  stats: string;
  live_minute: number | null;
  live_period: 'first-half' | 'half-time' | 'second-half' | null;
  live_updated_at: string | null;
  /** 0015_matchday: the instant the match clock counts from when staff blew the whistles; null: kick_off. */
  clock_kick_off: string | null;
  /** 0021_match_lineups: JSON WhistleUndo[] (live/service.ts), newest last; null: no whistle of staff's to take back. */
  whistle_undo: Generated<string | null>;
}

export interface MatchPlanTable {
  match_id: number;
  /** JSON: { home: Lineup, away: Lineup } */
  lineups: string;
  /** JSON: MatchEvent[], the whole timeline in match order */
  events: string;
  /** JSON: MatchStats at full time */
  stats: string;
  source: 'simulation' | 'manual';
}

export interface LeagueResultTable {
  id: number;
  season_slug: string;
  competition_slug: string;
  home_club: string;
  away_club: string;
  kick_off: string;
  home_score: number;
  away_score: number;
}

export interface PlayerSeasonTable {
  player_slug: string;
  season_slug: string;
  appearances: number;
  starts: number;
  goals: number;
  yellow_cards: number;
  red_cards: number;
}

/** Club TV (0005_catalogue): one row per video item; entitlements as JSON text (always read whole). */
export interface VideoItemTable {
  entry_id: string;
  title: string;
  description: string;
  category_slug: string;
  team_slug: 'first-team' | 'u21' | 'u18' | 'women' | null;
  season_slug: string;
  duration: number;
  entitlements: string;
  thumbnail_key: string;
  created_at: string;
  release_from: string;
  /** 0017_clubtv: 'seed' rows are the demo world's and replaced with it; 'studio' rows are published Club TV uploads. */
  origin: Generated<'seed' | 'studio'>;
}

/** 0017_clubtv: a video of the studio's Club TV library, from its upload to its place in the catalogue. */
export interface ClubtvVideoTable {
  id: string;
  title: string;
  description: string;
  category_slug: string | null;
  team_slug: 'first-team' | 'u21' | 'u18' | 'women' | null;
  season_slug: string | null;
  /** A JSON list of entitlements: '?' free, '*' any signed-in fan, or package entitlements. */
  entitlements: string;
  /** Null: released when published. */
  release_from: string | null;
  status: 'uploading' | 'queued' | 'transcoding' | 'ready' | 'failed';
  progress: Generated<number>;
  failure: string | null;
  published: Generated<0 | 1>;
  file_name: string;
  /** Postgres answers a bigint as a string. */
  file_bytes: number | string;
  duration: number | null;
  /** The poster as an image library key, once transcoded. */
  poster_key: string | null;
  captions: Generated<0 | 1>;
  version: Generated<number>;
  created_at: string;
  created_by_email: string;
  updated_at: string;
  updated_by_email: string;
}

export interface VideoCategoryTable {
  slug: string;
  title: string;
  description: string;
  order_position: number;
  hero_mode: 0 | 1;
  page_title: string;
  meta_description: string;
}

export interface VideoFeedTable {
  id: number;
  slug: string;
  name: string;
  enabled: 0 | 1;
  is_app: 0 | 1;
  /** JSON list of category slugs; empty means every category. */
  categories: string;
}

export interface StreamAssetTable {
  id: string;
  title: string;
  description: string;
  media_type: 'live-stream' | 'on-demand';
  content_type: 'video' | 'audio';
  offline_image_key: string;
  poster_image_key: string;
  status: 'active' | 'idle' | 'disabled' | 'preparing' | 'errored';
  playback_id: string;
  /** JSON array of entitlements, SPEC 4 'Video lock' as for catalogue items (migration 0010). */
  entitlements: string;
}

/** The studio's hold on a live stream (migration 0020): 'live' follows its channel; no row, the seeded status. */
export interface StreamControlTable {
  asset_id: string;
  status: 'live' | 'idle' | 'disabled';
  version: Generated<number>;
  updated_at: string;
  updated_by_email: string;
}

/** A package of the packages service; its attributes (SPEC 3 'Package') as JSON text, always read whole. */
export interface PackageTable {
  id: string;
  package_type: 'membership' | 'match-pass';
  position: number;
  attributes: string;
}

/** One row per seed: which version of its data the database holds. */
export interface SeedStateTable {
  name: string;
  version: string;
  applied_at: string;
}

/** SPEC 3 'Sponsor'. `forced_order` is its place in a row whose order is forced, else null. */
export interface SponsorTable {
  sponsor_id: number;
  slug: string;
  campaign_id: string;
  image_key: string;
  published: 0 | 1;
  title: string;
  url: string;
  admin_name: string;
  media_library_id: number;
  forced_order: number | null;
  is_child_friendly: 0 | 1;
  /** 0023_studio_adverts: 'seed', replaced with the world; 'studio', made or edited by staff, kept. */
  origin: Generated<'seed' | 'studio'>;
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by_email: Generated<string | null>;
}

export interface HeaderSponsorTable {
  position: number;
  name: string;
  img_location: string;
  sponsor_url: string;
  child_friendly: 0 | 1;
  /** 0025_sponsor_slots: the sponsor the place shows (no foreign key: the reseed lays sponsors back). */
  sponsor_id: number | null;
  /** 0025_sponsor_slots: a place switched off shows nothing. */
  enabled: Generated<0 | 1>;
  /** 'seed': the demo world's, replaced with it; 'studio': saved by staff, kept. */
  origin: Generated<'seed' | 'studio'>;
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by_email: Generated<string | null>;
}

export interface SponsorRowTable {
  row_id: number;
  position: number;
  admin_name: string;
  title: string;
  title_size: 'small' | 'large';
  sponsor_size: 'small' | 'large';
  forced_order: 0 | 1;
}

export interface SponsorRowMemberTable {
  row_id: number;
  sponsor_id: number;
  position: number;
}

export interface SectionSponsorSlotTable {
  section_id: string;
  name: string;
  type: 'app' | 'web';
  active: 0 | 1;
  /** 0025_sponsor_slots: 'studio' slots are kept by the reseed with their sponsors. */
  origin: Generated<'seed' | 'studio'>;
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by_email: Generated<string | null>;
}

export interface SectionSponsorTable {
  section_id: string;
  sponsor_id: number;
  position: number;
}

/** An advert in every shape of SPEC 3; `images` is JSON text: `{ [type]: { imageKey, imageSize } }`. */
export interface AdvertTable {
  id: number;
  advert_name: string;
  advert_ref: string;
  campaign_ref: string;
  url: string;
  enabled: 0 | 1;
  channel: '' | 'web' | 'app';
  child_friendly: 0 | 1;
  start_utc: string;
  end_utc: string;
  images: string;
  /** 0023_studio_adverts: 'seed', replaced with the world; 'studio', made or edited by staff, kept. */
  origin: Generated<'seed' | 'studio'>;
  version: Generated<number>;
  updated_at: Generated<string | null>;
  updated_by_email: Generated<string | null>;
}

export interface AdvertSlotTable {
  slot_id: string;
  name: string;
}

/** `placement` is a slot id, 'web-footer', 'experiments' or 'feed'. */
export interface AdvertPlacementTable {
  placement: string;
  advert_id: number;
  position: number;
}

/** An advert or sponsor staff deleted (0024_commercial_slots): the seed never lays its id back. */
export interface CommercialDeletedTable {
  entity: 'advert' | 'sponsor';
  entity_id: number;
  deleted_at: string;
  deleted_by_email: string;
}

/** A slot whose placements staff changed (0024_commercial_slots): the seed keeps them as they are. */
export interface AdvertSlotEditTable {
  slot_id: string;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

export interface PromoOverlayTable {
  promo_id: number;
  position: number;
  channel: 'Web' | 'App';
  type: 'Default' | 'Mini';
  url: string;
  web_new_window: 0 | 1;
  image_key: string;
  image_alt_text: string;
  start_date_time: string;
  end_date_time: string;
  /** 0019_commercial_desk: a disabled promo is never shown. */
  enabled: Generated<0 | 1>;
  child_friendly: Generated<0 | 1>;
  /** 'seed': the commercial seed's, replaced with the world; 'studio': made or edited by staff, kept. */
  origin: Generated<'seed' | 'studio'>;
  version: Generated<number>;
  updated_at: string | null;
  updated_by_email: string | null;
}

/** What staff changed of a package (0019_commercial_desk), laid over the seed's package when read. */
export interface PackageEditTable {
  package_id: string;
  title: string;
  description: string;
  on_sale: 0 | 1;
  /** JSON `{ [seed price id]: { id, amount, strikethroughAmount } }`. */
  prices: string;
  version: number;
  updated_at: string;
  updated_by_email: string;
}

/** An account of the embedded identity provider (0006_identity). `username` is the lowercased email. */
export interface IdentityUserTable {
  sub: string;
  username: string;
  email: string;
  given_name: string | null;
  family_name: string | null;
  password_hash: string;
  status: 'unconfirmed' | 'active' | 'blocked' | 'password-change-required';
  bypassed: 0 | 1;
  created_at: string;
  updated_at: string;
}

/** A mailed confirmation code, stored as a keyed hash; wrong tries are counted. */
export interface IdentityCodeTable {
  sub: string;
  purpose: 'sign-up' | 'reset-password';
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

/** A refresh token (keyed hash); `used_at` once rotated, `revoked_at` when its family is revoked. */
export interface IdentityRefreshTokenTable {
  token_hash: string;
  family_id: string;
  sub: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/** A sign-in of the platform's when a club's user pool is the provider; the pool's refresh token encrypted. */
export interface IdentityPoolSessionTable {
  id: string;
  refresh_hash: string;
  sub: string;
  username: string;
  email: string;
  given_name: string | null;
  family_name: string | null;
  pool_refresh_token: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A counter per key ('signin-account:…', 'signin-ip:…', 'mail-ip:…') and its lock. */
export interface IdentityThrottleTable {
  key: string;
  count: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface IdentitySecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** Mail kept by the outbox mailer (no SMTP configured), readable in development. */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** Why a user holds an entitlement; `source_id` is the subscription, checkout session, voucher or seed. */
export interface EntitlementGrantTable {
  id: string;
  user_id: string;
  entitlement: string;
  source: 'subscription' | 'payment' | 'voucher' | 'seed';
  source_id: string;
  valid_from: string;
  /** Null: for good (a match pass, the demo seed). */
  valid_until: string | null;
  revoked_at: string | null;
  updated_at: string;
}

export interface PaymentCustomerTable {
  user_id: string;
  stripe_customer_id: string;
  created_at: string;
}

/** The latest subscription state applied; `updated_at` is the state's own time, not arrival time. */
export interface PaymentSubscriptionTable {
  id: string;
  user_id: string;
  price_id: string;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: 0 | 1;
  updated_at: string;
}

export interface WebhookEventTable {
  event_id: string;
  type: string;
  received_at: string;
}

export interface VoucherTable {
  code: string;
  package_id: string;
  price_id: string;
  description: string;
  max_redemptions: number;
  redemption_count: number;
  /** After this the code is expired; null: never. */
  redeemable_until: string | null;
  /** How long the access lasts from redemption; null: for good. */
  access_days: number | null;
  created_at: string;
  /** 0016: the staff member who made it in the studio; null for the seeded ones. */
  created_by: string | null;
  /** 0016: when staff disabled it; a disabled code is refused as no longer valid. */
  disabled_at: string | null;
  /** 0019: each staff save adds one; the payments seed leaves a demo voucher staff changed (above 1) alone. */
  version: number;
}

export interface VoucherRedemptionTable {
  id: string;
  code: string;
  user_id: string;
  redeemed_at: string;
}

export interface RateLimitWindowTable {
  key: string;
  window_start: string;
  hits: number;
}

/** One analytics record as a site sent it (0008_analytics); the advert columns are null for a page view. */
export interface AnalyticsRecordTable {
  id: string;
  received_at: string;
  event: 'pageView' | 'advertLoad' | 'advertClick';
  path: string;
  advert_id: string | null;
  advert_name: string | null;
  advert_placement: string | null;
  channel: string;
  domain: string;
  log_id: number;
  screensize: string;
  sso_vendor: string;
  user_agent: string;
  session_id: number;
  sso_id: string | null;
}

/** A simulator object: the Stripe-shaped JSON in `data`, `created` in Unix seconds. */
interface SimObjectColumns {
  id: string;
  data: string;
  created: number;
}
export type SimCheckoutSessionTable = SimObjectColumns & { status: string };
export type SimCustomerTable = SimObjectColumns & { email: string | null };
export type SimPaymentMethodTable = SimObjectColumns & { customer_id: string | null };
export type SimSubscriptionTable = SimObjectColumns & { customer_id: string; status: string };
export type SimInvoiceTable = SimObjectColumns & { customer_id: string; subscription_id: string | null };
export type SimCouponTable = SimObjectColumns;
export type SimPromotionCodeTable = SimObjectColumns & { code: string };
export type SimPortalSessionTable = SimObjectColumns & { customer_id: string };
export type SimEventTable = SimObjectColumns & { type: string };

export interface SimWebhookDeliveryTable {
  event_id: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  updated_at: string;
}

export interface SimIdempotencyTable {
  key: string;
  status_code: number;
  response: string;
  created: number;
}

export interface SimClockTable {
  id: number;
  offset_seconds: number;
}

/** Generated payments secrets (0013_payment_secret): the payment simulator's webhook signing secret. */
export interface PaymentSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** Generated media secrets (0009_media): the playback-token key, the ClearKey master secret. */
export interface MediaSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** 0014_studio: a staff member's roles, one row each. */
export interface StaffRoleTable {
  sub: string;
  role: 'editor' | 'matchday' | 'commercial' | 'admin';
  granted_at: string;
  /** Email of the administrator who granted it; 'seed' for the demo staff. */
  granted_by: string;
}

/** 0014_studio: every change staff make, with the entity before and after as JSON text. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_sub: string;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
}

/** 0026_media_images: one row per image uploaded in the studio, for the image chooser. */
export interface StudioImageTable {
  image_key: string;
  desk: 'news' | 'commercial';
  type: string;
  width: number;
  height: number;
  bytes: number;
  uploaded_at: string;
  uploaded_by_email: string;
}

export interface DB {
  nav_page: NavPageTable;
  nav_page_edit: NavPageEditTable;
  nav_page_added: NavPageAddedTable;
  nav_page_place: NavPagePlaceTable;
  nav_page_redirect: NavPageRedirectTable;
  package_edit: PackageEditTable;
  menu_item: MenuItemTable;
  seed_state: SeedStateTable;
  team: TeamTable;
  player: PlayerTable;
  season: SeasonTable;
  club: ClubTable;
  competition: CompetitionTable;
  competition_member: CompetitionMemberTable;
  match: MatchTable;
  match_centre: MatchCentreTable;
  match_plan: MatchPlanTable;
  match_lineup: MatchLineupTable;
  league_result: LeagueResultTable;
  player_season: PlayerSeasonTable;
  news_article: NewsArticleTable;
  staff_role: StaffRoleTable;
  audit_log: AuditLogTable;
  studio_image: StudioImageTable;
  sponsor: SponsorTable;
  header_sponsor: HeaderSponsorTable;
  sponsor_row: SponsorRowTable;
  sponsor_row_member: SponsorRowMemberTable;
  section_sponsor_slot: SectionSponsorSlotTable;
  section_sponsor: SectionSponsorTable;
  advert: AdvertTable;
  advert_slot: AdvertSlotTable;
  advert_placement: AdvertPlacementTable;
  advert_slot_edit: AdvertSlotEditTable;
  commercial_deleted: CommercialDeletedTable;
  promo_overlay: PromoOverlayTable;
  video_item: VideoItemTable;
  clubtv_video: ClubtvVideoTable;
  video_category: VideoCategoryTable;
  video_feed: VideoFeedTable;
  stream_asset: StreamAssetTable;
  stream_control: StreamControlTable;
  package: PackageTable;
  media_secret: MediaSecretTable;
  payment_secret: PaymentSecretTable;
  identity_user: IdentityUserTable;
  identity_code: IdentityCodeTable;
  identity_refresh_token: IdentityRefreshTokenTable;
  identity_pool_session: IdentityPoolSessionTable;
  identity_throttle: IdentityThrottleTable;
  identity_secret: IdentitySecretTable;
  mail_outbox: MailOutboxTable;
  entitlement_grant: EntitlementGrantTable;
  payment_customer: PaymentCustomerTable;
  payment_subscription: PaymentSubscriptionTable;
  webhook_event: WebhookEventTable;
  voucher: VoucherTable;
  voucher_redemption: VoucherRedemptionTable;
  rate_limit_window: RateLimitWindowTable;
  sim_checkout_session: SimCheckoutSessionTable;
  sim_customer: SimCustomerTable;
  sim_payment_method: SimPaymentMethodTable;
  sim_subscription: SimSubscriptionTable;
  sim_invoice: SimInvoiceTable;
  sim_coupon: SimCouponTable;
  sim_promotion_code: SimPromotionCodeTable;
  sim_portal_session: SimPortalSessionTable;
  sim_event: SimEventTable;
  sim_webhook_delivery: SimWebhookDeliveryTable;
  sim_idempotency: SimIdempotencyTable;
  sim_clock: SimClockTable;
  analytics_record: AnalyticsRecordTable;
}

// ---- Sessions a fan controls (issue 28, 0028_sessions): identity's tables, merged into DB here. ----

/** One sign-in (a refresh-token family; `id` is the access token's `sid`). See 0028_sessions. */
export interface IdentitySessionTable {
  id: string;
  sub: string;
  created_at: string;
  /** The absolute end, fixed at sign-in; refreshes never move it. */
  expires_at: string;
  /** The last sign-in or refresh: the idle timeout counts from here. */
  last_seen_at: string;
  device: string | null;
  browser: string | null;
  /** ISO 3166-1 alpha-2, from the trusted geo header at sign-in; null when unknown. */
  country: string | null;
  ended_at: string | null;
}

/** An email change waiting for the code mailed to the new address (keyed hash; wrong tries counted). */
export interface IdentityEmailChangeTable {
  sub: string;
  new_email: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

export interface DB {
  identity_session: IdentitySessionTable;
  identity_email_change: IdentityEmailChangeTable;
}
// ---- end of issue 28's block ----
