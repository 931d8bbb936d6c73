import { z } from 'zod';
import {
  sponsorSizes,
  sectionSponsorTypes,
  advertChannels,
  advertImageTypes,
  advertAreas,
  promoTypes,
  promoChannels,
} from './commercial.constants';

/**
 * SPEC 3 sponsors, adverts and promo overlays, in the shapes of SPEC 7. The platform answers every
 * published item, including ones a site must not show (disabled, app-only, expired, not yet started,
 * missing an image, not child friendly): showing or hiding them is the sites' job, by the pure rules
 * in `rules.ts`. Only shapes that carry no timings are already cut to what is running now (see README).
 */

const instant = z.string().describe('ISO 8601 UTC instant');

// ---- Sponsors (`/api/sponsors`) ----

/** SPEC 3 'Header sponsor': three fixed logos in the header, all child friendly. */
export const headerSponsorSchema = z.object({
  imgLocation: z.string().describe("Image library key of the logo, 'sponsors/<slug>.png'"),
  name: z.string().min(1),
  sponsorUrl: z.string().describe("The sponsor's site"),
  childFriendly: z.boolean(),
});
export type HeaderSponsor = z.infer<typeof headerSponsorSchema>;
export const headerSponsorsResponseSchema = z.object({ data: z.array(headerSponsorSchema) });
export type HeaderSponsorsResponse = z.infer<typeof headerSponsorsResponseSchema>;

/** SPEC 3 'Sponsor'. */
export const sponsorSchema = z.object({
  campaignID: z.string(),
  sponsorID: z.number().int().positive(),
  imageKey: z.string().describe("Image library key of the logo, 'sponsors/<slug>.png'"),
  published: z.boolean().describe('Always true here: unpublished sponsors are never answered'),
  title: z.string().min(1),
  url: z.string(),
  adminName: z.string(),
  mediaLibraryID: z.number().int().positive(),
  forcedOrder: z.number().int().nullable().describe("Place in a row whose forcedOrder is true; null otherwise"),
  isChildFriendly: z.boolean(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;


/** SPEC 3 'Sponsor row' (footer): Principal Partners and Official Partners (SPEC 9). */
export const sponsorRowSchema = z.object({
  adminName: z.string(),
  forcedOrder: z
    .boolean()
    .describe("True: sponsors in their forcedOrder. False: by title (a site may shuffle them)"),
  rowID: z.number().int().positive(),
  sponsorSize: z.enum(sponsorSizes).describe('Logo size in the footer'),
  title: z.string(),
  titleSize: z.enum(sponsorSizes),
  sponsors: z.array(sponsorSchema),
});
export type SponsorRow = z.infer<typeof sponsorRowSchema>;
export const sponsorRowsResponseSchema = z.object({ data: z.array(sponsorRowSchema).describe('In row order') });
export type SponsorRowsResponse = z.infer<typeof sponsorRowsResponseSchema>;


/** SPEC 3 'Section sponsor slot': a sponsor shown on one section of the site or the app. */
export const sectionSponsorSlotSchema = z.object({
  active: z.boolean().describe('Inactive slots are answered too; a site shows nothing for them'),
  sectionID: z.string(),
  name: z.string(),
  type: z.enum(sectionSponsorTypes),
  sponsors: z.array(sponsorSchema),
});
export type SectionSponsorSlot = z.infer<typeof sectionSponsorSlotSchema>;
export const sectionSponsorSlotResponseSchema = z.object({ data: sectionSponsorSlotSchema });
export type SectionSponsorSlotResponse = z.infer<typeof sectionSponsorSlotResponseSchema>;
/** `GET /api/sponsors/sections`: every slot (active or not, web or app), so a site finds its page's in one read. */
export const sectionSponsorSlotsResponseSchema = z.object({ data: z.array(sectionSponsorSlotSchema) });
export type SectionSponsorSlotsResponse = z.infer<typeof sectionSponsorSlotsResponseSchema>;

export const sectionParamsSchema = z.object({
  sectionID: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'sectionID must be a slug: lower-case letters, digits and single hyphens'),
});

// ---- Advertising (`/api/advertising`, `/api/experiments`, `/api/feed`, `/api/web/adverts`) ----


const imageSize = z.string().regex(/^\d+x\d+$/).describe("'WxH' in pixels, e.g. '300x250'");

/** SPEC 3 'Slot advert (newer)': every field a site needs to decide for itself whether to show it. */
export const slotAdvertSchema = z.object({
  id: z.number().int().positive(),
  advertName: z.string(),
  advertRef: z.string(),
  campaignRef: z.string(),
  url: z.string().describe("Where a click goes; '' when missing (the advert is then not valid)"),
  enabled: z.boolean(),
  channel: z.enum(advertChannels).describe("'' (every channel) or 'web' show on the sites; 'app' does not"),
  childFriendly: z.boolean(),
  timings: z.object({ startUTC: instant, endUTC: instant }).describe('Shown from startUTC until endUTC'),
  images: z
    .partialRecord(z.enum(advertImageTypes), z.object({ imageKey: z.string(), imageSize }))
    .describe('By image type; an advert without a mobile image is not valid'),
});
export type SlotAdvert = z.infer<typeof slotAdvertSchema>;

export const slotParamsSchema = z.object({
  slotID: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'slotID must be letters, digits, underscores or hyphens'),
});
export const slotQuerySchema = z.object({
  includeAllAdverts: z
    .enum(['true', 'false'], { error: "includeAllAdverts must be 'true' or 'false'" })
    .optional()
    .describe("'true': every advert of the slot as SlotAdverts; otherwise the one advert running now"),
});

/** `GET /slots/{slotID}?includeAllAdverts=true`, e.g. `footer_slot`: `data.attributes.adverts`. */
export const slotAdvertsResponseSchema = z.object({
  data: z.object({ id: z.string(), attributes: z.object({ adverts: z.array(slotAdvertSchema) }) }),
});
export type SlotAdvertsResponse = z.infer<typeof slotAdvertsResponseSchema>;

const slotServiceImageSchema = z.object({ key: z.string(), imageSize }).nullable();

/** SPEC 3 'Slot-service advert': the one advert a slot runs now, picked by the platform. */
export const slotServiceAdvertSchema = z.object({
  advertTitle: z.string(),
  advertData: z.object({
    url: z.string(),
    images: z.object({ mobile: slotServiceImageSchema, desktop: slotServiceImageSchema }),
  }),
  childFriendly: z.boolean(),
});
export type SlotServiceAdvert = z.infer<typeof slotServiceAdvertSchema>;

/** `GET /slots/{slotID}`: `data.attributes.advert`, null when nothing runs in the slot now. */
export const slotAdvertResponseSchema = z.object({
  data: z.object({ id: z.string(), attributes: z.object({ advert: slotServiceAdvertSchema.nullable() }) }),
});
export type SlotAdvertResponse = z.infer<typeof slotAdvertResponseSchema>;

/** SPEC 3 'Footer advert (older)', from the web API's `adverts/?area=footer`. */
export const footerAdvertSchema = z.object({
  advertID: z.number().int().positive(),
  advertName: z.string(),
  targetUrl: z.string(),
  childFriendly: z.boolean(),
  imageData: z.object({ Location: z.string().nullable().describe('Image library key; null when missing') }),
});
export type FooterAdvert = z.infer<typeof footerAdvertSchema>;
export const footerAdvertsResponseSchema = z.object({ adverts: z.array(footerAdvertSchema) });
export type FooterAdvertsResponse = z.infer<typeof footerAdvertsResponseSchema>;

export const advertAreaQuerySchema = z.object({
  area: z.enum(advertAreas, { error: "area must be 'footer'" }),
});

/** `GET /api/experiments/data`: `data.body`, stored by the sites as their adverts (SPEC 7). */
export const experimentsResponseSchema = z.object({ data: z.object({ body: z.array(slotAdvertSchema) }) });
export type ExperimentsResponse = z.infer<typeof experimentsResponseSchema>;

/** SPEC 3 'Aggregated-feed advert'. */
export const feedAdvertSchema = z.object({
  title: z.string(),
  url: z.string(),
  imageData: z.object({ key: z.string().nullable() }),
});
export type FeedAdvert = z.infer<typeof feedAdvertSchema>;
export const feedResponseSchema = z.object({ data: z.array(feedAdvertSchema) });
export type FeedResponse = z.infer<typeof feedResponseSchema>;

// ---- Promo overlays (`/api/promos`) ----


/** SPEC 3 'Promo overlay'. Active only between startDateTime and endDateTime (a client rule). */
export const promoOverlaySchema = z.object({
  promoID: z.number().int().positive(),
  type: z.enum(promoTypes).describe('Mini sits bottom right from 760px'),
  url: z.string(),
  webNewWindow: z.boolean(),
  imageKey: z.string(),
  imageAltText: z.string(),
  startDateTime: instant,
  endDateTime: instant,
  childFriendly: z.boolean().optional().describe('Issue 16: in child mode the sites show only child-friendly promos; absent: child friendly'),
});
export type PromoOverlay = z.infer<typeof promoOverlaySchema>;
export const promoOverlaysResponseSchema = z.object({ body: z.array(promoOverlaySchema) });
export type PromoOverlaysResponse = z.infer<typeof promoOverlaysResponseSchema>;
export const promoQuerySchema = z.object({
  channel: z
    .enum(promoChannels, { error: "channel must be 'Web' or 'App'" })
    .optional()
    .describe('Only the promos of this channel; every promo when left out'),
});
