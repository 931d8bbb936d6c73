import { type StudioAdvert, type StudioAdvertCreate, studioAdvertCreateSchema, studioAdvertInputSchema } from '@club/api-client';
import { instantToLondonInput } from './promoFormState';
import { londonInputToInstant } from './voucherFormState';

/** What the advert form holds, as typed; the window in London wall-clock time ('yyyy-MM-ddTHH:mm'). */
export type AdvertFormState = {
  advertName: string;
  url: string;
  mobileImageKey: string;
  desktopImageKey: string;
  channel: StudioAdvert['channel'];
  start: string;
  end: string;
  enabled: boolean;
  childFriendly: boolean;
};

export type AdvertField = keyof StudioAdvertCreate;

/** A new advert: on the website, shown to children too; its window is the staff member's to choose. */
export const emptyAdvertForm: AdvertFormState = {
  advertName: '',
  url: '',
  mobileImageKey: '',
  desktopImageKey: '',
  channel: 'web',
  start: '',
  end: '',
  enabled: true,
  childFriendly: true,
};

export function advertFormOf(advert: StudioAdvert): AdvertFormState {
  return {
    advertName: advert.advertName,
    url: advert.url,
    mobileImageKey: advert.mobileImageKey,
    desktopImageKey: advert.desktopImageKey,
    channel: advert.channel,
    start: instantToLondonInput(advert.startUTC),
    end: instantToLondonInput(advert.endUTC),
    enabled: advert.enabled,
    childFriendly: advert.childFriendly,
  };
}

/** The request body the form stands for, before validation; `slotID` only for a new advert. */
export function advertInputOf(form: AdvertFormState, slotID?: string): Record<string, unknown> {
  return {
    ...(slotID === undefined ? {} : { slotID }),
    advertName: form.advertName,
    url: form.url,
    mobileImageKey: form.mobileImageKey,
    desktopImageKey: form.desktopImageKey,
    channel: form.channel,
    startUTC: londonInputToInstant(form.start),
    endUTC: londonInputToInstant(form.end),
    enabled: form.enabled,
    childFriendly: form.childFriendly,
  };
}

/**
 * The platform's own schema over the form: the body to send, or the first message for each field. A new
 * advert (`slotID` given) is checked with the create schema, an edit with the advert's own.
 */
export function validateAdvertForm(
  form: AdvertFormState,
  slotID?: string,
): { body: StudioAdvertCreate; errors: null } | { body: null; errors: Partial<Record<AdvertField, string>> } {
  const parsed = slotID === undefined ? studioAdvertInputSchema.safeParse(advertInputOf(form)) : studioAdvertCreateSchema.safeParse(advertInputOf(form, slotID));
  if (parsed.success) return { body: { slotID: slotID ?? '', ...parsed.data }, errors: null };
  const errors: Partial<Record<AdvertField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AdvertField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}
