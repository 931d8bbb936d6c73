import { z } from 'zod';
import { buttonTypes, iconAlignments, advertPositions, footerAdvertVersions } from './settings.constants';

/** SPEC 9 'Image sizes' as `{w}x{h}` (0 = auto), for `/images/{size}/{key}`. */
const imageSize = z.string().regex(/^\d{1,4}x\d{1,4}$/);
const hex = z.string().regex(/^#[0-9a-f]{6}$/i);

/** SPEC 5: the six button types and two icon alignments. */

/** SPEC 3 'Web settings': button preset. */
export const buttonPresetSchema = z.object({
  type: z.enum(buttonTypes),
  icon: z.string().nullable(),
  iconAlign: z.enum(iconAlignments),
  inline: z.boolean(),
  size: z.enum(['small', 'medium', 'large']),
  text: z.string().min(1),
  newTab: z.boolean(),
  link: z.string().nullable(),
});
export type ButtonPreset = z.infer<typeof buttonPresetSchema>;

/** SPEC 3 'Web settings': crest settings, a type and icon per slot. */
export const crestSettingSchema = z.object({ type: z.enum(['crest', 'wordmark', 'icon']), icon: z.string().nullable() });

export const socialLinkSchema = z.object({ name: z.string().min(1), icon: z.string().min(1), url: z.url() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const webSettingsSchema = z.object({
  club: z.object({
    name: z.string(),
    shortName: z.string(),
    nickname: z.string(),
    stadium: z.string(),
    founded: z.number().int(),
    colours: z.object({ primary: hex, secondary: hex, accent: hex, dark: hex }),
    crest: z.object({ description: z.string(), imageKey: z.string() }),
    website: z.url(),
    copyright: z.string(),
  }),
  cookieNotice: z.object({
    heading: z.string(),
    body: z.string(),
    acceptAllText: z.literal('Accept All Cookies'),
    essentialOnlyText: z.literal('Only Essential'),
    /** SPEC 9: consent is kept 60 days. */
    consentMaxAgeMs: z.number().int().positive(),
  }),
  account: z.object({ loginHeading: z.string(), registerHeading: z.string(), accountHeading: z.string() }),
  social: z.array(socialLinkSchema),
  /** `suffix` follows every page's own title; the other entries are titles of the sites' fixed pages. */
  pageTitles: z.record(z.string(), z.string()),
  /** SPEC 9: dayjs-style tokens. */
  dateFormats: z.object({ default: z.literal('D MMM YYYY'), match: z.literal('ddd D MMM') }),
  timeZone: z.literal('Europe/London'),
  placeholderImages: z.record(z.string(), z.string()),
  imageHandler: z.enum(['v1', 'v2']),
  imageSizes: z.record(z.string(), imageSize),
  features: z.object({
    childFriendly: z.boolean(),
    analytics: z.boolean(),
    prefetch: z.boolean(),
    /** SPEC 9: prefetch is off on 2g or data-saver connections whatever `prefetch` says. */
    prefetchOnSlowConnections: z.boolean(),
    lockEmptyEntitlements: z.boolean(),
    directLogin: z.boolean(),
    socialLogin: z.object({ facebook: z.boolean(), google: z.boolean(), apple: z.boolean() }),
    advertisingDisabled: z.boolean(),
  }),
  /**
   * SPEC 4 'Site lock', a development gate: while enabled a visitor without the entry cookie sees only
   * the lock screen. The word itself never leaves the platform: sites get its SHA-256 (hex), compare the
   * typed word's digest and keep the digest in the entry cookie.
   */
  siteLock: z.object({
    enabled: z.boolean(),
    heading: z.string().min(1),
    description: z.string().min(1),
    passwordSha256: z.string().regex(/^[0-9a-f]{64}$/, 'passwordSha256 must be 64 lower-case hex digits'),
  }),
  buttons: z.record(z.string(), buttonPresetSchema),
  crests: z.record(z.string(), crestSettingSchema),
  header: z.object({
    version: z.literal('v3'),
    type: z.enum(['sticky', 'reveal']),
    defaultStyle: z.string(),
    height: z.number().int(),
    stickyThreshold: z.number().int(),
    alwaysVisibleBelow: z.number().int(),
    observerMargin: z.string(),
  }),
  styles: z.object({
    articleCard: z.string(),
    homepageHighlight: z.string(),
    fixturesWidget: z.string(),
    newsPage: z.enum(['light', 'dark']),
    relatedNews: z.enum(['light', 'dark']),
  }),
  versions: z.object({ theme: z.string(), video: z.string() }),
  streamingLanguage: z.string(),
});
export type WebSettings = z.infer<typeof webSettingsSchema>;
export const webSettingsResponseSchema = z.object({ data: webSettingsSchema });
export type WebSettingsResponse = z.infer<typeof webSettingsResponseSchema>;

/** SPEC 3 'Advertising settings'. */
export const advertisingSettingsSchema = z.object({
  position: z.object({
    newsArticle: z.enum(advertPositions),
    defaultPage: z.enum(advertPositions),
    hubPage: z.enum(advertPositions),
  }),
  customClasses: z.object({
    homepage: z.array(z.string()),
    match_centre: z.array(z.string()),
    matches_page: z.array(z.string()),
    page: z.array(z.string()),
    news_article: z.array(z.string()),
    news_page: z.array(z.string()),
    players_page: z.array(z.string()),
    teams_page: z.array(z.string()),
  }),
  /** SPEC 9: 'middle' puts the advert at this index when a list has more items, else last. */
  middleIndex: z.number().int().nonnegative(),
  /** Which of SPEC 2.4's three footer advertising versions the footer shows. */
  footerVersion: z.enum(footerAdvertVersions),
});
export type AdvertisingSettings = z.infer<typeof advertisingSettingsSchema>;
export const advertisingSettingsResponseSchema = z.object({ data: advertisingSettingsSchema });
export type AdvertisingSettingsResponse = z.infer<typeof advertisingSettingsResponseSchema>;

/** SPEC 4 and 9: the current season and the pre-season switch. */
export const currentSeasonSchema = z.object({
  current: z.number().int(),
  label: z.string().regex(/^\d{4}\/\d{2}$/),
  slug: z.string().regex(/^\d{4}-\d{2}$/),
  preSeason: z.boolean(),
  preSeasonMessage: z.string(),
  timeZone: z.literal('Europe/London'),
});
export type CurrentSeason = z.infer<typeof currentSeasonSchema>;
export const currentSeasonResponseSchema = z.object({ data: currentSeasonSchema });
export type CurrentSeasonResponse = z.infer<typeof currentSeasonResponseSchema>;
