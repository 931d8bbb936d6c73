import { advertChannels, advertImageTypes, promoChannels, promoTypes, sectionSponsorTypes, sponsorSizes } from '@club/api-client';
import { z } from 'zod';
import advertsFile from '../../../content/commercial/adverts.json' with { type: 'json' };
import promosFile from '../../../content/commercial/promos.json' with { type: 'json' };
import sponsorsFile from '../../../content/commercial/sponsors.json' with { type: 'json' };

/**
 * The editable commercial data in `apps/platform/content/commercial/`, checked when the module loads so
 * a bad edit fails the start (and the tests) with the file and field named. Every cross-reference
 * (a row's sponsors, a placement's slot) is checked here too.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a slug');
const id = z.number().int().positive();
const link = z.string().refine((value) => value === '' || value.startsWith('/') || /^https:\/\//.test(value), {
  message: "expected '', a path starting with '/' or an https URL",
});

const sponsorContentSchema = z.object({
  sponsorID: id,
  slug,
  title: z.string().min(1),
  url: z.string().url(),
  campaignID: z.string().min(1),
  mediaLibraryID: id,
  isChildFriendly: z.boolean(),
  published: z.boolean().optional(),
  forcedOrder: z.number().int().positive().optional(),
});
export type SponsorContent = z.infer<typeof sponsorContentSchema>;

const sponsorsFileSchema = z.object({
  sponsors: z.array(sponsorContentSchema).min(1),
  headerSponsors: z.array(z.object({ sponsor: slug, childFriendly: z.boolean() })).length(3),
  rows: z.array(
    z.object({
      rowID: id,
      adminName: z.string().min(1),
      title: z.string().min(1),
      titleSize: z.enum(sponsorSizes),
      sponsorSize: z.enum(sponsorSizes),
      forcedOrder: z.boolean(),
      sponsors: z.array(slug).min(1),
    }),
  ),
  sections: z.array(
    z.object({
      sectionID: slug,
      name: z.string().min(1),
      type: z.enum(sectionSponsorTypes),
      active: z.boolean(),
      sponsors: z.array(slug),
    }),
  ),
});

const advertsFileSchema = z.object({
  slots: z.array(z.object({ slotID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), name: z.string().min(1) })).min(1),
  adverts: z.array(
    z.object({
      id,
      slug,
      advertName: z.string().min(1),
      advertRef: z.string().min(1),
      campaignRef: z.string().min(1),
      url: link,
      enabled: z.boolean(),
      channel: z.enum(advertChannels),
      childFriendly: z.boolean(),
      /** Days from London midnight of the demo world's today (shared/demo-world.ts): the window follows the clock. */
      startDays: z.number().int(),
      endDays: z.number().int(),
      images: z.array(z.enum(advertImageTypes)),
      placements: z.array(z.string().min(1)).min(1),
    }),
  ),
});
export type AdvertContent = z.infer<typeof advertsFileSchema>['adverts'][number];

const promosFileSchema = z.object({
  promos: z.array(
    z.object({
      promoID: id,
      slug,
      channel: z.enum(promoChannels),
      type: z.enum(promoTypes),
      url: link,
      webNewWindow: z.boolean(),
      imageAltText: z.string().min(1),
      startDays: z.number().int(),
      endDays: z.number().int(),
    }),
  ),
});
export type PromoContent = z.infer<typeof promosFileSchema>['promos'][number];

function parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`content/commercial/${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

function unique<T>(file: string, what: string, values: readonly T[]): void {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`content/commercial/${file}: ${what} ${String(value)} appears twice`);
    seen.add(value);
  }
}

export const sponsorsContent = parse('sponsors.json', sponsorsFileSchema, sponsorsFile);
export const advertsContent = parse('adverts.json', advertsFileSchema, advertsFile);
export const promosContent = parse('promos.json', promosFileSchema, promosFile);

/** Placements that are not slots: the web API's older footer adverts, the experiments data, the feed. */
export const webFooterPlacement = 'web-footer';
export const experimentsPlacement = 'experiments';
export const feedPlacement = 'feed';
const otherPlacements = new Set([webFooterPlacement, experimentsPlacement, feedPlacement]);

unique('sponsors.json', 'sponsorID', sponsorsContent.sponsors.map((sponsor) => sponsor.sponsorID));
unique('sponsors.json', 'sponsor slug', sponsorsContent.sponsors.map((sponsor) => sponsor.slug));
unique('sponsors.json', 'rowID', sponsorsContent.rows.map((row) => row.rowID));
unique('sponsors.json', 'sectionID', sponsorsContent.sections.map((section) => section.sectionID));
unique('adverts.json', 'advert id', advertsContent.adverts.map((advert) => advert.id));
unique('adverts.json', 'slotID', advertsContent.slots.map((slot) => slot.slotID));
unique('promos.json', 'promoID', promosContent.promos.map((promo) => promo.promoID));

export const sponsorsBySlug: ReadonlyMap<string, SponsorContent> = new Map(
  sponsorsContent.sponsors.map((sponsor) => [sponsor.slug, sponsor]),
);
const known = (where: string, sponsor: string) => {
  if (!sponsorsBySlug.has(sponsor)) throw new Error(`content/commercial/sponsors.json: ${where} names unknown sponsor ${sponsor}`);
};
for (const header of sponsorsContent.headerSponsors) known('headerSponsors', header.sponsor);
const rowOf = new Map<string, number>();
for (const row of sponsorsContent.rows) {
  unique('sponsors.json', `sponsor of row ${row.rowID}:`, row.sponsors);
  for (const sponsor of row.sponsors) {
    known(`row ${row.rowID}`, sponsor);
    if (rowOf.has(sponsor)) throw new Error(`content/commercial/sponsors.json: ${sponsor} is in two rows`);
    rowOf.set(sponsor, row.rowID);
    if (row.forcedOrder && sponsorsBySlug.get(sponsor)?.forcedOrder === undefined) {
      throw new Error(`content/commercial/sponsors.json: ${sponsor} is in forced-order row ${row.rowID} without a forcedOrder`);
    }
  }
}
for (const section of sponsorsContent.sections) {
  for (const sponsor of section.sponsors) known(`section ${section.sectionID}`, sponsor);
}
const slotIDs = new Set(advertsContent.slots.map((slot) => slot.slotID));
for (const advert of advertsContent.adverts) {
  unique('adverts.json', `placement of advert ${advert.id}:`, advert.placements);
  for (const placement of advert.placements) {
    if (!slotIDs.has(placement) && !otherPlacements.has(placement)) {
      throw new Error(`content/commercial/adverts.json: advert ${advert.id} is placed in unknown slot ${placement}`);
    }
  }
  if (advert.startDays >= advert.endDays) throw new Error(`content/commercial/adverts.json: advert ${advert.id} ends before it starts`);
}
for (const promo of promosContent.promos) {
  if (promo.startDays >= promo.endDays) throw new Error(`content/commercial/promos.json: promo ${promo.promoID} ends before it starts`);
}

/** Where images live in the image library (generated by the image service). */
export const sponsorImageKey = (slug: string): string => `sponsors/${slug}.png`;
export const advertImageKey = (slug: string, type: string): string => `adverts/${slug}-${type}.png`;
export const promoImageKey = (slug: string): string => `promos/${slug}.png`;

/** Pixel sizes of each advert image type (SPEC 9: adverts 750x750; desktop fits the large banner). */
export const advertImageSizes = { mobile: '750x750', desktop: '1000x250' } as const;
