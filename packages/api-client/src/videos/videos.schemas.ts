import { z } from 'zod';
import {
  videoSearchDefaultPageSize,
  videoFeedDefaultPageSize,
  videoMaxPageSize,
  videoDurationNames,
  videoSections,
  videoSearchSorts,
  streamStatuses,
  streamMediaTypes,
  sessionCheckMediaTypes,
} from './videos.constants';
import { apiErrorSchema } from '../errors.schemas';
import { seasonSlugSchema } from '../matches/matches.schemas';
import { teamSlugs } from '../teams/teams.constants';
import { stripUnsafeCharacters } from '../text';

/**
 * Club TV (SPEC 3 'Video item', 'Video filter', 'Stream asset', video categories; SPEC 7 video platform
 * feed, streams and categories; SPEC 9 duration filters and video search page size). The feed and search
 * answer in the video platform's own shape: `sections[0].itemData`.
 */

/** SPEC 9: the video search shows 12 a page; the sidebar feed 10. */

/** SPEC 9 duration filters in whole seconds, both bounds inclusive: Short ≤ 300, Medium 301–600, Long > 600. */


const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugOf = (name: string) =>
  z
    .string({ error: `${name} must be a slug` })
    .max(120, { error: `${name} must be at most 120 characters` })
    .regex(slugPattern, { error: `${name} must be lowercase letters, digits and single hyphens` });

const wholeNumber = (name: string, min: number, max?: number) => {
  const range = max === undefined ? `${min} or more` : `between ${min} and ${max}`;
  const message = `${name} must be a whole number ${range}`;
  const base = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? base : base.max(max, { error: message });
};

/** SPEC 3 'Video item'; team, season, category and description are extra metaData keys of this platform. */
export const videoItemSchema = z.object({
  metaData: z.object({
    title: z.string().min(1),
    VideoDuration: z.number().int().nonnegative().describe('Seconds'),
    SysEntryEntitlements: z
      .array(z.string())
      .describe("'?' free for everyone, '*' any logged-in user, else package entitlements (SPEC 4 'Video lock')"),
    description: z.string(),
    category: z.string().describe('Video category slug'),
    team: z.enum(teamSlugs).nullable().describe('Team slug, null for club-wide videos'),
    season: z.string().describe("Season slug, '2025-26'"),
  }),
  mediaData: z.object({
    entryId: z.string().min(1),
    thumbnailUrl: z.string().describe("Image library key, 'video/<entryId>.jpg'"),
  }),
  publicationData: z.object({
    createdAt: z.string().describe('ISO 8601 instant, UTC'),
    releaseFrom: z.string().describe('ISO 8601 instant, UTC'),
  }),
});
export type VideoItem = z.infer<typeof videoItemSchema>;

export const videoSectionSchema = z.object({
  name: z.string(),
  itemData: z.array(videoItemSchema),
  pageIndex: z.number().int().nonnegative().describe('0-based'),
  pageSize: z.number().int().positive(),
  totalItems: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type VideoSectionPage = z.infer<typeof videoSectionSchema>;

/** The feed and the search both answer with one section. */
export const videoSectionsResponseSchema = z.object({ sections: z.array(videoSectionSchema).min(1) });
export type VideoSectionsResponse = z.infer<typeof videoSectionsResponseSchema>;

export const videoFeedParamsSchema = z.object({
  videoFeed: z
    .string()
    .max(120, { error: 'videoFeed must be at most 120 characters' })
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\d{1,9})$/, { error: 'videoFeed must be a feed slug or id' }),
});

export const videoFeedQuerySchema = z.object({
  section: z
    .enum(videoSections, { error: `section must be one of ${videoSections.join(', ')}` })
    .default('current')
    .describe('current: this season; fallback: earlier seasons'),
  pageIndex: wholeNumber('pageIndex', 0).default(0),
  pageSize: wholeNumber('pageSize', 1, videoMaxPageSize).default(videoFeedDefaultPageSize),
});
export type VideoFeedQuery = z.input<typeof videoFeedQuerySchema>;

export const videoSearchQuerySchema = z.object({
  category: slugOf('category').optional(),
  team: z.enum(teamSlugs, { error: `team must be one of ${teamSlugs.join(', ')}` }).optional(),
  season: seasonSlugSchema.optional(),
  duration: z
    .enum(videoDurationNames, { error: `duration must be one of ${videoDurationNames.join(', ')}` })
    .optional(),
  title: z.string().max(100, { error: 'title must be at most 100 characters' }).overwrite(stripUnsafeCharacters).optional(),
  pageIndex: wholeNumber('pageIndex', 0).default(0),
  pageSize: wholeNumber('pageSize', 1, videoMaxPageSize).default(videoSearchDefaultPageSize),
  sort: z
    .enum(videoSearchSorts, { error: `sort must be one of ${videoSearchSorts.join(', ')}` })
    .default('releaseFrom desc'),
});
export type VideoSearchQuery = z.input<typeof videoSearchQuerySchema>;

/** SPEC 3 'Video configuration': up to four feeds plus an app feed. */
export const videoFeedSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  app: z.boolean(),
  categories: z.array(z.string()).describe('Categories the feed shows; empty means every category'),
});
export type VideoFeed = z.infer<typeof videoFeedSchema>;
export const videoFeedsResponseSchema = z.object({ data: z.array(videoFeedSchema) });

/** SPEC 3 'Video configuration': the feeds, the streaming provider, the live upgrade and the category data. */
export const videoConfigurationSchema = z.object({
  videoVersion: z.string().min(1).describe("SPEC 9 'video version'"),
  feeds: z.array(videoFeedSchema),
  streamingProvider: z.object({
    provider: z.string().min(1).describe('The default provider: the club platform streams'),
    alternativeProvider: z.string().min(1),
    language: z.string().min(2).describe("SPEC 9 'streaming language'"),
    playerBackBufferSeconds: z.number().int().nonnegative(),
    concurrencyPingSeconds: z.number().int().positive(),
  }),
  liveUpgrade: z.object({
    lockedVideoTitle: z.string().min(1),
    requireLoginEntitlement: z.string().min(1).describe("'*': any signed-in fan"),
    requireUpgradeEntitlement: z.string().min(1).describe('The package id that unlocks live streams'),
    entitlementDisplayOverride: z.string().nullable(),
    buttonText: z.string().min(1),
    buttonLink: z.string().min(1),
    branding: z.object({ logoImageKey: z.string().min(1), backgroundImageKey: z.string().min(1) }),
  }),
  categoryData: z.object({
    heroMode: z.boolean(),
    pageTitle: z.string().min(1),
    metaDescription: z.string().min(1),
  }),
});
export type VideoConfiguration = z.infer<typeof videoConfigurationSchema>;
export const videoConfigurationResponseSchema = z.object({ data: videoConfigurationSchema });

/** SPEC 3 video category: attributes with orderPosition, sorted ascending. */
export const videoCategorySchema = z.object({
  id: z.string(),
  type: z.literal('category'),
  attributes: z.object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    orderPosition: z.number().int(),
    heroMode: z.boolean(),
    pageTitle: z.string(),
    metaDescription: z.string(),
  }),
});
export type VideoCategory = z.infer<typeof videoCategorySchema>;
export const videoCategoriesResponseSchema = z.object({ data: z.array(videoCategorySchema) });
export type VideoCategoriesResponse = z.infer<typeof videoCategoriesResponseSchema>;

/** SPEC 3 'Video filter': Teams, Season, Duration. */
const filterValueSchema = z.object({ name: z.string(), label: z.string() });
export const videoFilterSchema = z.discriminatedUnion('type', [
  z.object({ searchHandler: z.literal('team'), label: z.string(), type: z.literal('teamPicker'), values: z.array(filterValueSchema) }),
  z.object({ searchHandler: z.literal('season'), label: z.string(), type: z.literal('seasonPicker'), values: z.array(filterValueSchema) }),
  z.object({
    searchHandler: z.literal('duration'),
    label: z.string(),
    type: z.literal('durationPicker'),
    values: z.array(
      filterValueSchema.extend({
        videoDurationMin: z.number().int().nonnegative(),
        videoDurationMax: z.number().int().positive().nullable().describe('null: no upper bound'),
      }),
    ),
  }),
]);
export type VideoFilter = z.infer<typeof videoFilterSchema>;
export const videoFiltersResponseSchema = z.object({ data: z.array(videoFilterSchema) });
export type VideoFiltersResponse = z.infer<typeof videoFiltersResponseSchema>;

/** SPEC 3 'Stream asset'. */

export const streamAssetSchema = z.object({
  title: z.string(),
  description: z.string(),
  mediaType: z.enum(streamMediaTypes),
  contentType: z.enum(['video', 'audio']).describe('Live video (page player) or live audio (audio bar)'),
  imageData: z.object({ offlineImageKey: z.string(), posterImageKey: z.string() }),
  assetData: z.object({
    status: z.enum(streamStatuses).describe('idle and disabled show the offline image (SPEC 4)'),
    playbackIds: z.array(z.object({ id: z.string() })).min(1),
  }),
});
export type StreamAsset = z.infer<typeof streamAssetSchema>;
export const streamParamsSchema = z.object({ assetID: slugOf('assetID') });
export const streamResponseSchema = z.object({
  data: z.object({ id: z.string(), type: z.literal('stream'), attributes: streamAssetSchema }),
});
export type StreamResponse = z.infer<typeof streamResponseSchema>;

/**
 * SPEC 7 'POST {videos}/session/check': `data.attributes { videoID, mediaType, userID, userEmail }`. A visitor
 * sends null or empty user fields (free items only). Beyond SPEC 7: `sessionId`, on a renewal, is the session
 * the player holds (the one a check granted it), so the renewal keeps that one concurrency slot instead of
 * taking another; `deviceID`, the shared state's random `sessionID`, is only a label: every check is given a
 * session of the server's making (issue 28).
 */
export const sessionCheckRequestSchema = z.object({
  data: z.object({
    attributes: z.object({
      videoID: z
        .string()
        .regex(/^[a-z0-9][a-z0-9_-]{0,119}$/, 'videoID must be a catalogue entryId or a stream asset id')
        .describe('A catalogue `entryId` or a stream asset id'),
      mediaType: z.enum(sessionCheckMediaTypes),
      userID: z.string().max(200).nullable().optional().describe("The signed-in user's ssoID (sub); null for a visitor"),
      userEmail: z.string().max(320).nullable().optional(),
      deviceID: z
        .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().nonnegative().max(1e12)])
        .optional()
        .describe("The browser's shared-state sessionID (1 to 1,000,000): a label on the session, nothing more"),
      sessionId: z
        .string()
        .max(512)
        .optional()
        .describe('On a renewal: the session the player holds, kept while it still holds its slot (else a new one is given)'),
    }),
  }),
});
export type SessionCheckRequest = z.infer<typeof sessionCheckRequestSchema>;

export const sessionCheckResponseSchema = z.object({
  data: z.object({
    attributes: z.object({
      token: z.string().describe('The playback token for /media (X-Playback-Token header or ?token=)'),
      mediaLink: z
        .string()
        .min(1)
        .describe(
          "The asset's signed link (`expires=…&md5=…`, nginx secure_link): the query a player adds to every " +
            "manifest, segment and caption URL of this asset under /media/vod and /media/live, which an edge checks " +
            'before its cache and the origin checks again; it opens no other asset and expires with the token',
        ),
      bypassed: z.boolean().describe('SPEC 6: staff whose restrictions are bypassed (the site shows a label)'),
      sessionId: z.string().describe('The encoded session id to send on the concurrency socket'),
      expiresAt: z.string().describe('When the token expires (ISO instant): check again before then'),
    }),
  }),
});
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;

/** A refused session check (403): SPEC 8's code and message, and the SPEC 4 access status it amounts to. */
export const sessionCheckRefusalSchema = apiErrorSchema.extend({
  code: z.string().describe('A SPEC 8 session-check code (ERR_3684853_1 …), or otherUser for a check on behalf of someone else'),
  accessStatus: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .describe('SPEC 4 access status: 0 not logged in, 1 no subscriptions, 2 not this stream, 3 blocked; null for other refusals'),
});
export type SessionCheckRefusal = z.infer<typeof sessionCheckRefusalSchema>;
