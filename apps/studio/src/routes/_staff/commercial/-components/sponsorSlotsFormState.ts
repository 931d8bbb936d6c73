import {
  type StudioHeaderSponsor,
  type StudioHeaderSponsorInput,
  type StudioSectionSlot,
  type StudioSectionSlotInput,
  type StudioSponsorChoice,
  studioHeaderSponsorInputSchema,
  studioSectionSlotInputSchema,
} from '@club/api-client';

/** What a header place's form holds, as typed; the sponsor as the select's value ('' for none). */
export type HeaderPlaceFormState = {
  sponsorID: string;
  name: string;
  sponsorUrl: string;
  childFriendly: boolean;
  enabled: boolean;
};

export type HeaderPlaceField = keyof StudioHeaderSponsorInput;

export function headerPlaceFormOf(place: StudioHeaderSponsor): HeaderPlaceFormState {
  return {
    sponsorID: place.sponsorID === null ? '' : String(place.sponsorID),
    name: place.name,
    sponsorUrl: place.sponsorUrl,
    childFriendly: place.childFriendly,
    enabled: place.enabled,
  };
}

/** Another sponsor chosen: its name, link and child-friendly flag come with it, to change if need be. */
export function withSponsor(form: HeaderPlaceFormState, sponsor: StudioSponsorChoice | undefined): HeaderPlaceFormState {
  if (!sponsor) return { ...form, sponsorID: '' };
  return { ...form, sponsorID: String(sponsor.sponsorID), name: sponsor.title, sponsorUrl: sponsor.url, childFriendly: sponsor.isChildFriendly };
}

type Checked<Body, Field extends string> = { body: Body; errors: null } | { body: null; errors: Partial<Record<Field, string>> };

function firstErrors<Field extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The platform's own schema over the form: the body to send, or the first message for each field. */
export function validateHeaderPlaceForm(form: HeaderPlaceFormState): Checked<StudioHeaderSponsorInput, HeaderPlaceField> {
  const parsed = studioHeaderSponsorInputSchema.safeParse({
    sponsorID: form.sponsorID === '' ? undefined : Number(form.sponsorID),
    name: form.name,
    sponsorUrl: form.sponsorUrl,
    childFriendly: form.childFriendly,
    enabled: form.enabled,
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  return { body: null, errors: firstErrors<HeaderPlaceField>(parsed.error.issues) };
}

/** What a section slot's form holds: its fields as typed and its sponsors in the order chosen. */
export type SectionSlotFormState = {
  name: string;
  type: StudioSectionSlot['type'];
  active: boolean;
  sponsors: StudioSponsorChoice[];
};

export type SectionSlotField = keyof StudioSectionSlotInput;

export function sectionSlotFormOf(slot: StudioSectionSlot): SectionSlotFormState {
  return { name: slot.name, type: slot.type, active: slot.active, sponsors: slot.sponsors };
}

/** The sponsor at `index` one place up (-1) or down (+1); the list unchanged at either end. */
export function moveSponsor(sponsors: readonly StudioSponsorChoice[], index: number, by: -1 | 1): StudioSponsorChoice[] {
  const to = index + by;
  const moved = sponsors[index];
  if (!moved || to < 0 || to >= sponsors.length) return [...sponsors];
  const next = sponsors.filter((_, at) => at !== index);
  next.splice(to, 0, moved);
  return next;
}

export function validateSectionSlotForm(form: SectionSlotFormState): Checked<StudioSectionSlotInput, SectionSlotField> {
  const parsed = studioSectionSlotInputSchema.safeParse({
    name: form.name,
    type: form.type,
    active: form.active,
    sponsorIDs: form.sponsors.map((sponsor) => sponsor.sponsorID),
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  return { body: null, errors: firstErrors<SectionSlotField>(parsed.error.issues) };
}
