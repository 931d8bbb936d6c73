import { streamMediaTypes, streamStatuses, teamSlugs, videoConfigurationSchema } from '@club/api-client';
import { z } from 'zod';
import catalogueFile from '../../../content/video/catalogue.json' with { type: 'json' };
import configFile from '../../../content/video/config.json' with { type: 'json' };
import categoriesFile from '../../../content/video/categories.json' with { type: 'json' };
import featuresFile from '../../../content/video/features.json' with { type: 'json' };
import feedsFile from '../../../content/video/feeds.json' with { type: 'json' };
import streamsFile from '../../../content/video/streams.json' with { type: 'json' };

/**
 * The editable Club TV data in `apps/platform/content/video/`, checked when the module loads so a bad
 * edit fails the start (and the tests) with the file and field named.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a slug');
const instant = z.iso.datetime({ message: 'expected a UTC instant like 2025-08-07T12:30:00.000Z' });
const seasonSlug = z.string().regex(/^\d{4}-\d{2}$/, "expected a season like '2025-26'");
const team = z.enum(teamSlugs);
const range = z
  .tuple([z.number().int().nonnegative(), z.number().int().positive()])
  .refine(([min, max]) => min <= max, 'expected [min, max] with min <= max');

const categoriesSchema = z.object({
  categories: z
    .array(
      z.object({
        slug,
        title: z.string().min(1),
        description: z.string(),
        orderPosition: z.number().int(),
        heroMode: z.boolean(),
        pageTitle: z.string().min(1),
        metaDescription: z.string(),
      }),
    )
    .min(1),
});

const feedsSchema = z.object({
  feeds: z
    .array(
      z.object({
        id: z.number().int().positive(),
        slug,
        name: z.string().min(1),
        enabled: z.boolean(),
        app: z.boolean(),
        categories: z.array(slug),
      }),
    )
    .max(5, 'up to four feeds plus an app feed'),
});

const kindSchema = z.object({
  team: z.union([team, z.array(team).min(1)]),
  category: slug,
  every: z.number().int().positive(),
  durationSeconds: range,
  entitlements: z.array(z.string().min(1)),
  releaseHoursAfterKickOff: z.number().nonnegative(),
});

const catalogueSchema = z.object({
  prngSeed: z.number().int(),
  kinds: z.object({
    highlights: kindSchema,
    'full-replay': kindSchema,
    interview: kindSchema,
    'women-highlights': kindSchema,
    'academy-highlights': kindSchema,
  }),
  liveMatchBuildUp: z.object({
    title: z.string().min(1),
    description: z.string(),
    category: slug,
    durationSeconds: z.number().int().positive(),
    entitlements: z.array(z.string().min(1)),
    releaseHoursBeforeKickOff: z.number().nonnegative(),
  }),
});

const featuresSchema = z.object({
  items: z.array(
    z.object({
      entryId: slug,
      title: z.string().min(1),
      description: z.string(),
      category: slug,
      team: team.nullable(),
      season: seasonSlug,
      duration: z.number().int().nonnegative(),
      entitlements: z.array(z.string().min(1)),
      createdAt: instant,
      releaseFrom: instant,
    }),
  ),
});

const streamsSchema = z.object({
  assets: z.array(
    z.object({
      id: slug,
      title: z.string().min(1),
      description: z.string(),
      mediaType: z.enum(streamMediaTypes),
      contentType: z.enum(['video', 'audio']),
      offlineImageKey: z.string().min(1),
      posterImageKey: z.string().min(1),
      status: z.enum(streamStatuses),
      playbackId: z.string().min(1),
      entitlements: z.array(z.string().min(1)),
    }),
  ),
});

function parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`content/video/${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const categoriesContent = parse('categories.json', categoriesSchema, categoriesFile).categories;
export const feedsContent = parse('feeds.json', feedsSchema, feedsFile).feeds;
/** The rest of the video configuration; the feeds are joined in by the service. */
export const configContent = parse('config.json', videoConfigurationSchema.omit({ feeds: true }), configFile);
export const catalogueContent = parse('catalogue.json', catalogueSchema, catalogueFile);
export const featuresContent = parse('features.json', featuresSchema, featuresFile).items;
export const streamsContent = parse('streams.json', streamsSchema, streamsFile).assets;
export type CatalogueKind = keyof typeof catalogueContent.kinds;
