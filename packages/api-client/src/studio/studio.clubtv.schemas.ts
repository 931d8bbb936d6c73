import { z } from 'zod';
import { teamSlugs } from '../teams/teams.constants';
import { safeTextSchema } from '../text.schemas';
import { streamStatuses } from '../videos/videos.constants';
import { clubTvTitleMax, clubTvDescriptionMax, clubTvStatuses, clubTvStreamControls } from './studio.clubtv.constants';

/**
 * The studio's Club TV library (`/api/studio/clubtv`, issue 16): resumable uploads (tus, at
 * `/api/studio/clubtv/uploads`), the transcode each upload starts, the metadata and the publishing of
 * videos into the Club TV catalogue. The platform parses with these schemas and the studio's forms
 * validate with the same ones as people type. Every endpoint needs the editor (or admin) role.
 */

/**
 * SPEC 4 'Video lock': '?' free to everyone, '*' any signed-in fan, otherwise the package entitlements
 * that open it (any one of them). '?' and '*' stand alone.
 */
export const clubTvEntitlementsSchema = z
  .array(z.string().regex(/^(?:\?|\*|[a-z0-9][a-z0-9-]{0,79})$/, 'That is not an entitlement.'))
  .min(1, 'Choose who may watch: free, any signed-in fan, or the passes that open it.')
  .max(12, 'Choose 12 passes or fewer.')
  .refine((list) => new Set(list).size === list.length, 'Choose each pass once.')
  .refine((list) => list.length === 1 || (!list.includes('?') && !list.includes('*')), 'Free and any signed-in fan stand alone: choose one, or passes.');

const versionSchema = z
  .number({ error: 'Send the version you opened.' })
  .int()
  .positive()
  .describe('The version the editor opened; a different stored one answers 409');

/** `PUT /api/studio/clubtv/videos/:id`: what the catalogue shows of a video, and who may watch it. */
export const clubTvVideoInputSchema = z.object({
  title: safeTextSchema().trim().min(1, 'Give the video a title.').max(clubTvTitleMax, `Keep the title to ${clubTvTitleMax} characters or fewer.`),
  description: safeTextSchema({ lines: true })
    .trim()
    .max(clubTvDescriptionMax, `Keep the description to ${clubTvDescriptionMax} characters or fewer.`),
  category: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a category.'),
  team: z.enum(teamSlugs, { error: 'Choose a team, or none.' }).nullable().describe('null: a club-wide video'),
  season: z.string().regex(/^\d{4}-\d{2}$/, 'Choose a season.'),
  entitlements: clubTvEntitlementsSchema,
  releaseFrom: z.iso
    .datetime({ offset: true, error: 'Give the release time as a date and time.' })
    .nullable()
    .describe('ISO 8601 instant it appears in the catalogue; null: when published'),
});
export type ClubTvVideoInput = z.input<typeof clubTvVideoInputSchema>;

export const clubTvVideoUpdateSchema = clubTvVideoInputSchema.extend({ version: versionSchema });
export type ClubTvVideoUpdate = z.input<typeof clubTvVideoUpdateSchema>;

export const clubTvVersionBodySchema = z.object({ version: versionSchema });
export type ClubTvVersionBody = z.input<typeof clubTvVersionBodySchema>;

export const clubTvVideoParamsSchema = z.object({
  id: z.string().regex(/^tv-[a-f0-9]{16}$/, 'That is not a Club TV video id.'),
});

export const clubTvVideosQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum([...clubTvStatuses, 'published'] as const).optional().describe("A status, or 'published'"),
  q: z.string().trim().max(100).optional().describe('Words of the title or file name'),
});
export type ClubTvVideosQuery = z.input<typeof clubTvVideosQuerySchema>;

export const clubTvVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  team: z.enum(teamSlugs).nullable(),
  season: z.string().nullable(),
  entitlements: z.array(z.string()),
  releaseFrom: z.string().nullable(),
  status: z.enum(clubTvStatuses),
  progress: z.number().int().min(0).max(100).describe('The transcode, in percent'),
  failure: z.string().nullable().describe('Why the transcode failed, in words'),
  published: z.boolean(),
  fileName: z.string(),
  fileBytes: z.number().int().nonnegative(),
  duration: z.number().int().nullable().describe('Seconds, once transcoded'),
  captions: z.boolean(),
  posterUrl: z.string().nullable().describe('The poster (a studio preview), once transcoded'),
  publicUrl: z.string().nullable().describe("The club site's Club TV search for it, once published"),
  version: z.number().int().positive(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type ClubTvVideo = z.infer<typeof clubTvVideoSchema>;

export const clubTvVideosResponseSchema = z.object({
  items: z.array(clubTvVideoSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ClubTvVideosResponse = z.infer<typeof clubTvVideosResponseSchema>;

/** What the metadata form offers: the catalogue's categories, teams and seasons, and who may watch. */
export const clubTvOptionsSchema = z.object({
  categories: z.array(z.object({ slug: z.string(), title: z.string() })),
  teams: z.array(z.object({ slug: z.enum(teamSlugs), label: z.string() })),
  seasons: z.array(z.object({ slug: z.string(), name: z.string(), current: z.boolean() })),
  entitlements: z.array(z.object({ id: z.string(), label: z.string() })).describe("'?', '*', then each package's entitlement"),
  maxBytes: z.number().int().positive(),
});
export type ClubTvOptions = z.infer<typeof clubTvOptionsSchema>;

/** `/api/studio/clubtv/streams/:id`: a live stream asset's id. */
export const clubTvStreamParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'That is not a stream id.').max(80),
});

/** What the running channel of a stream is doing now, as the platform sees it (not a setting). */
const clubTvChannelSchema = z.object({
  encoderRunning: z.boolean().describe("The channel's encoder process is up"),
  ingesting: z.boolean().describe('Media reached the live origin in the last few seconds'),
  lastMediaSecondsAgo: z.number().nonnegative().nullable().describe('Since the last media arrived; null: none since the encoder (re)started'),
  restarts: z.number().int().nonnegative().describe('Times the encoder died and was restarted'),
  encrypted: z.boolean().describe('ClearKey-encrypted (shaka-packager)'),
});

export const clubTvStreamSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentType: z.enum(['video', 'audio']),
  control: z.enum(clubTvStreamControls).describe("The studio's hold: live, idle or disabled"),
  status: z.enum(streamStatuses).describe('What fans are told now (assetData.status)'),
  channel: clubTvChannelSchema
    .nullable()
    .describe('The channel the platform runs for it; null when it runs none (channels off, or no channel for this stream)'),
  version: z.number().int().nonnegative().describe('0 until the studio first sets it'),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ClubTvStream = z.infer<typeof clubTvStreamSchema>;

export const clubTvStreamsResponseSchema = z.object({ items: z.array(clubTvStreamSchema) });
export type ClubTvStreamsResponse = z.infer<typeof clubTvStreamsResponseSchema>;

/** `PUT /api/studio/clubtv/streams/:id`: the hold, and the version the editor saw. */
export const clubTvStreamUpdateSchema = z.object({
  status: z.enum(clubTvStreamControls, { error: 'Choose live, idle or disabled.' }),
  version: z
    .number({ error: 'Send the version you opened.' })
    .int()
    .nonnegative()
    .describe('The version the editor saw (0: never set); a different stored one answers 409'),
});
export type ClubTvStreamUpdate = z.input<typeof clubTvStreamUpdateSchema>;
