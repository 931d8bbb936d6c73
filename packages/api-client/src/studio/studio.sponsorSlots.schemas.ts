import { z } from 'zod';
import { sectionSponsorTypes } from '../commercial/commercial.constants';
import { sectionParamsSchema } from '../commercial/commercial.schemas';
import { safeTextSchema } from '../text.schemas';
import { studioAdvertUrlMax } from './studio.commercial.constants';
import {
  headerSponsorPlaces,
  studioHeaderSponsorNameMax,
  studioSectionSlotNameMax,
  studioSectionSlotSponsorsMax,
} from './studio.sponsorSlots.constants';

// ---- The header's three sponsors and the section sponsor slots (`/api/studio/header-sponsors`,
// `/api/studio/section-slots`, issue 16) ----

const origin = z.enum(['seed', 'studio']).describe("'seed': the demo world's, replaced with it until staff save it");
const version = z.number().int().positive();

/** A sponsor of the sponsors list, as the desk offers it for a header place or a section slot. */
export const studioSponsorChoiceSchema = z.object({
  sponsorID: z.number().int().positive(),
  title: z.string(),
  imageKey: z.string(),
  url: z.string(),
  published: z.boolean(),
  isChildFriendly: z.boolean(),
});
export type StudioSponsorChoice = z.infer<typeof studioSponsorChoiceSchema>;

/**
 * One header place as staff set it: the sponsor it shows (its logo comes with it), the label a screen
 * reader hears of the logo, the link, whether children see it, and whether it shows at all.
 */
export const studioHeaderSponsorInputSchema = z.object({
  sponsorID: z.number({ error: 'Choose the sponsor for this place.' }).int().positive('Choose the sponsor for this place.'),
  name: safeTextSchema()
    .trim()
    .min(1, 'Give the label: it is what a screen reader hears of the logo.')
    .max(studioHeaderSponsorNameMax, `Keep the label to ${studioHeaderSponsorNameMax} characters or fewer.`),
  sponsorUrl: z
    .string()
    .trim()
    .max(studioAdvertUrlMax, `Keep the address to ${studioAdvertUrlMax} characters or fewer.`)
    .regex(/^https:\/\/[^\s/]+\S*$/, "Give the full address of the sponsor's site, starting https://."),
  childFriendly: z.boolean(),
  enabled: z.boolean(),
});
export type StudioHeaderSponsorInput = z.infer<typeof studioHeaderSponsorInputSchema>;

/** `PUT /api/studio/header-sponsors/:position`: the place as it should read now, with the version it was opened at. */
export const studioHeaderSponsorUpdateSchema = studioHeaderSponsorInputSchema.safeExtend({ version });
export type StudioHeaderSponsorUpdate = z.infer<typeof studioHeaderSponsorUpdateSchema>;

export const studioHeaderSponsorParamsSchema = z.object({
  position: z.coerce
    .number()
    .int()
    .refine((value) => (headerSponsorPlaces as readonly number[]).includes(value), 'position must be 1, 2 or 3'),
});

export const studioHeaderSponsorSchema = z.object({
  position: z.number().int().positive(),
  sponsorID: z.number().int().positive().nullable().describe('null for a place saved before places named their sponsor'),
  name: z.string(),
  sponsorUrl: z.string(),
  imgLocation: z.string(),
  childFriendly: z.boolean(),
  enabled: z.boolean(),
  origin,
  version,
  updatedAt: z.string().nullable(),
  updatedByEmail: z.string().nullable(),
});
export type StudioHeaderSponsor = z.infer<typeof studioHeaderSponsorSchema>;

export const studioHeaderSponsorsResponseSchema = z.object({
  places: z.array(studioHeaderSponsorSchema).describe('In header order'),
  sponsors: z.array(studioSponsorChoiceSchema).describe('Every sponsor, by name'),
});
export type StudioHeaderSponsorsResponse = z.infer<typeof studioHeaderSponsorsResponseSchema>;

/** A section slot as staff set it: its name, where it shows, whether it does, and its sponsors in order. */
export const studioSectionSlotInputSchema = z.object({
  name: safeTextSchema()
    .trim()
    .min(1, 'Name the slot: the site shows it beside the logos, e.g. "News in association with".')
    .max(studioSectionSlotNameMax, `Keep the name to ${studioSectionSlotNameMax} characters or fewer.`),
  type: z.enum(sectionSponsorTypes, { error: 'Choose where the slot shows: the web or the app.' }),
  active: z.boolean(),
  sponsorIDs: z
    .array(z.number().int().positive())
    .max(studioSectionSlotSponsorsMax, `Keep to ${studioSectionSlotSponsorsMax} sponsors or fewer in a slot.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A sponsor can be in a slot only once.')
    .describe('In the order the section shows them, first first'),
});
export type StudioSectionSlotInput = z.infer<typeof studioSectionSlotInputSchema>;

/** `PUT /api/studio/section-slots/:sectionID`: the whole slot, with the version it was opened at. */
export const studioSectionSlotUpdateSchema = studioSectionSlotInputSchema.safeExtend({ version });
export type StudioSectionSlotUpdate = z.infer<typeof studioSectionSlotUpdateSchema>;

export const studioSectionSlotParamsSchema = sectionParamsSchema;

export const studioSectionSlotSchema = z.object({
  sectionID: z.string(),
  name: z.string(),
  type: z.enum(sectionSponsorTypes),
  active: z.boolean(),
  sponsors: z.array(studioSponsorChoiceSchema).describe('In order, unpublished ones too (the site leaves those out)'),
  origin,
  version,
  updatedAt: z.string().nullable(),
  updatedByEmail: z.string().nullable(),
});
export type StudioSectionSlot = z.infer<typeof studioSectionSlotSchema>;

export const studioSectionSlotsResponseSchema = z.object({
  slots: z.array(studioSectionSlotSchema),
  sponsors: z.array(studioSponsorChoiceSchema).describe('Every sponsor, by name'),
});
export type StudioSectionSlotsResponse = z.infer<typeof studioSectionSlotsResponseSchema>;
