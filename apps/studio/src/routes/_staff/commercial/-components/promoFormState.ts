import { type StudioPromo, type StudioPromoInput, studioPromoInputSchema } from '@club/api-client';
import { clubTimeZone } from '@club/ui';
import { formatInTimeZone } from 'date-fns-tz';
import { londonInputToInstant } from './voucherFormState';

/** What the promo form holds, as typed; the window in London wall-clock time ('yyyy-MM-ddTHH:mm'). */
export type PromoFormState = {
  channel: 'Web' | 'App';
  type: 'Default' | 'Mini';
  url: string;
  webNewWindow: boolean;
  imageKey: string;
  imageAltText: string;
  start: string;
  end: string;
  enabled: boolean;
  childFriendly: boolean;
};

export type PromoField = keyof StudioPromoInput;

/** An ISO instant as London wall-clock 'yyyy-MM-ddTHH:mm' (what a datetime-local input holds). */
export function instantToLondonInput(instant: string): string {
  return formatInTimeZone(new Date(instant), clubTimeZone, "yyyy-MM-dd'T'HH:mm");
}

/** A new promo: on the website, shown to children too; its dates are the staff member's to choose. */
export const emptyPromoForm: PromoFormState = {
  channel: 'Web',
  type: 'Default',
  url: '',
  webNewWindow: false,
  imageKey: '',
  imageAltText: '',
  start: '',
  end: '',
  enabled: true,
  childFriendly: true,
};

export function promoFormOf(promo: StudioPromo): PromoFormState {
  return {
    channel: promo.channel,
    type: promo.type,
    url: promo.url,
    webNewWindow: promo.webNewWindow,
    imageKey: promo.imageKey,
    imageAltText: promo.imageAltText,
    start: instantToLondonInput(promo.startDateTime),
    end: instantToLondonInput(promo.endDateTime),
    enabled: promo.enabled,
    childFriendly: promo.childFriendly,
  };
}

/** The request body the form stands for, before validation. */
export function promoInputOf(form: PromoFormState): Record<PromoField, unknown> {
  return {
    channel: form.channel,
    type: form.type,
    url: form.url,
    webNewWindow: form.webNewWindow,
    imageKey: form.imageKey,
    imageAltText: form.imageAltText,
    startDateTime: londonInputToInstant(form.start),
    endDateTime: londonInputToInstant(form.end),
    enabled: form.enabled,
    childFriendly: form.childFriendly,
  };
}

/** The platform's own schema over the form: the body to send, or the first message for each field. */
export function validatePromoForm(form: PromoFormState): { body: StudioPromoInput; errors: null } | { body: null; errors: Partial<Record<PromoField, string>> } {
  const parsed = studioPromoInputSchema.safeParse(promoInputOf(form));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Partial<Record<PromoField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PromoField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}
