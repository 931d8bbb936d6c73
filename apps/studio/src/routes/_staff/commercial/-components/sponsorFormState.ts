import { type StudioSponsor, type StudioSponsorInput, studioSponsorInputSchema } from '@club/api-client';

/** What the sponsor form holds, as typed; the place in the row as typed text ('' for none). */
export type SponsorFormState = {
  title: string;
  imageKey: string;
  url: string;
  rowID: string;
  forcedOrder: string;
  published: boolean;
  isChildFriendly: boolean;
};

export type SponsorField = keyof StudioSponsorInput;

/** A new sponsor in `rowID`: published, shown to children too. */
export const emptySponsorForm = (rowID: number): SponsorFormState => ({
  title: '',
  imageKey: '',
  url: '',
  rowID: String(rowID),
  forcedOrder: '',
  published: true,
  isChildFriendly: true,
});

export function sponsorFormOf(sponsor: StudioSponsor): SponsorFormState {
  return {
    title: sponsor.title,
    imageKey: sponsor.imageKey,
    url: sponsor.url,
    rowID: sponsor.rowID === null ? '' : String(sponsor.rowID),
    forcedOrder: sponsor.forcedOrder === null ? '' : String(sponsor.forcedOrder),
    published: sponsor.published,
    isChildFriendly: sponsor.isChildFriendly,
  };
}

/** The request body the form stands for, before validation. */
export function sponsorInputOf(form: SponsorFormState): Record<SponsorField, unknown> {
  const place = form.forcedOrder.trim();
  return {
    title: form.title,
    imageKey: form.imageKey,
    url: form.url,
    rowID: form.rowID === '' ? undefined : Number(form.rowID),
    forcedOrder: place === '' ? null : Number(place),
    published: form.published,
    isChildFriendly: form.isChildFriendly,
  };
}

/** The platform's own schema over the form: the body to send, or the first message for each field. */
export function validateSponsorForm(form: SponsorFormState): { body: StudioSponsorInput; errors: null } | { body: null; errors: Partial<Record<SponsorField, string>> } {
  const parsed = studioSponsorInputSchema.safeParse(sponsorInputOf(form));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Partial<Record<SponsorField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SponsorField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}
