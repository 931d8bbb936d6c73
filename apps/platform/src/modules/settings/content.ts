import {
  type AdvertisingSettings,
  type CurrentSeason,
  type WebSettings,
  advertisingSettingsSchema,
  currentSeasonSchema,
  webSettingsSchema,
} from '@club/api-client';
import { z } from 'zod';
import advertisingFile from '../../../content/settings/advertising.json' with { type: 'json' };
import seasonFile from '../../../content/settings/season.json' with { type: 'json' };
import webFile from '../../../content/settings/web.json' with { type: 'json' };
import { type DemoWorld, type WorldSettings, seasonNameOf, seasonSlugOf } from '../../shared/demo-world';
import { club } from './club';

function parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

const socialIcons: Record<string, { name: string; icon: string }> = {
  facebook: { name: 'Facebook', icon: 'Facebook' },
  x: { name: 'X', icon: 'ExternalLink' },
  instagram: { name: 'Instagram', icon: 'Instagram' },
  youtube: { name: 'YouTube', icon: 'Youtube' },
  tiktok: { name: 'TikTok', icon: 'ExternalLink' },
  linkedin: { name: 'LinkedIn', icon: 'Linkedin' },
};

/**
 * The web settings: `content/settings/web.json` plus the club's identity and social links from
 * `packages/club-config/club.json` (@club/config), checked against the api-client schema when the module loads and then served from
 * memory.
 */
export const webSettings: WebSettings = parse('content/settings/web.json', webSettingsSchema, {
  ...webFile,
  club: {
    name: club.name,
    shortName: club.shortName,
    nickname: club.nickname,
    stadium: club.stadium,
    founded: club.founded,
    colours: club.colours,
    crest: { description: club.crest.description, imageKey: `crests/${club.slug}.png` },
    website: club.website,
    copyright: club.copyright,
  },
  social: Object.entries(club.social).map(([key, url]) => ({ ...(socialIcons[key] ?? { name: key, icon: 'ExternalLink' }), url })),
  pageTitles: { ...webFile.pageTitles, suffix: ` | ${club.name}` },
});

export const advertisingSettings: AdvertisingSettings = parse(
  'content/settings/advertising.json',
  advertisingSettingsSchema,
  advertisingFile,
);

const seasonFileSchema = z.object({
  season: z.union([z.literal('auto'), z.number().int().min(2000).max(2999)]),
  preSeason: z.union([z.literal('auto'), z.boolean()]),
  timeZone: z.string().min(1),
});
const seasonSettingsFile = parse('content/settings/season.json', seasonFileSchema, seasonFile);

/** The season settings the demo world is built with (content/settings/season.json): auto or pinned. */
export const seasonSettings: WorldSettings = { season: seasonSettingsFile.season, preSeason: seasonSettingsFile.preSeason };

/** The current season of a world, checked against the api-client schema (SPEC 4 pre-season mode). */
export function currentSeasonFor(world: DemoWorld): CurrentSeason {
  const next = seasonNameOf(world.seasonStartYear + 1);
  return currentSeasonSchema.parse({
    current: world.seasonStartYear,
    label: seasonNameOf(world.seasonStartYear),
    slug: seasonSlugOf(world.seasonStartYear),
    preSeason: world.preSeason,
    preSeasonMessage: `New fixtures are coming soon. Check back for the ${next} schedule.`,
    timeZone: seasonSettingsFile.timeZone,
  });
}
