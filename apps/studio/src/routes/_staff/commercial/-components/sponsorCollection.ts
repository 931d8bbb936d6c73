import { type StudioSponsor, type StudioSponsorInput, type StudioSponsorRow, studioSponsorInputSchema } from '@club/api-client';
import { defineCollection } from '../../../../studio/kit/collection';
import { studioKeys } from '../../../../studio/queryKeys';

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

/** The footer's rows a sponsor may go in, and the one a new sponsor starts in. */
export type SponsorExtra = { rows: StudioSponsorRow[]; rowID: number };

/** The footer's sponsors in their rows (issue 16); the messages are `studioSponsorInputSchema`'s. */
export const sponsorCollection = defineCollection<StudioSponsor, SponsorFormState, StudioSponsorInput, SponsorExtra>({
  desk: 'commercial',
  subject: 'sponsor',
  plural: 'sponsors',
  listHref: ({ form, extra }) => `/commercial/sponsors?row=${form.rowID || extra.rowID}`,
  idOf: (sponsor) => sponsor.sponsorID,
  schema: () => studioSponsorInputSchema,
  fields: [
    { key: 'title', kind: 'text', label: 'Name', hint: "The sponsor's name: what a screen reader hears of the logo." },
    {
      key: 'imageKey',
      kind: 'image',
      label: 'Logo',
      hint: "Drawn whole inside a 3:2 box on the footer's sponsor rows: 400 by 400 suits it, an SVG logo too.",
    },
    { key: 'url', kind: 'text', label: 'Link', hint: "The sponsor's site, starting https://" },
    { key: 'rowID', kind: 'choice', label: 'Row', choices: ({ extra }) => extra.rows.map((row) => ({ value: String(row.rowID), label: row.title })) },
    {
      key: 'forcedOrder',
      kind: 'text',
      label: 'Place in the row (optional)',
      hint: ({ form, extra }) =>
        extra.rows.find((row) => String(row.rowID) === form.rowID)?.forcedOrder
          ? 'This row keeps a set order: 1 first. Sponsors with the same place go in the order they joined the row.'
          : 'This row goes by name: the place counts only if the sponsor moves to a row with a set order.',
    },
    {
      key: 'isChildFriendly',
      kind: 'check',
      label: 'Child friendly',
      hint: "Only child-friendly sponsors show while a fan's child-friendly mode is on (it is on unless they turn it off).",
    },
    { key: 'published', kind: 'check', label: 'Published', hint: 'An unpublished sponsor is never shown.' },
  ],
  columns: {
    title: (sponsor) => sponsor.title,
    meta: (sponsor) => [
      [sponsor.url, sponsor.isChildFriendly ? 'child friendly' : 'hidden in child mode', sponsor.forcedOrder === null ? null : `place ${sponsor.forcedOrder}`].filter(Boolean).join(' · '),
    ],
    badge: (sponsor) => (sponsor.published ? { state: 'active', label: 'Published' } : { state: 'disabled', label: 'Unpublished' }),
  },
  // A new sponsor in the row it was made from: published, shown to children too.
  empty: ({ rowID: rowId }) => ({ title: '', imageKey: '', url: '', rowID: String(rowId), forcedOrder: '', published: true, isChildFriendly: true }),
  formOf: (sponsor) => ({
    title: sponsor.title,
    imageKey: sponsor.imageKey,
    url: sponsor.url,
    rowID: sponsor.rowID === null ? '' : String(sponsor.rowID),
    forcedOrder: sponsor.forcedOrder === null ? '' : String(sponsor.forcedOrder),
    published: sponsor.published,
    isChildFriendly: sponsor.isChildFriendly,
  }),
  inputOf: (form) => {
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
  },
  shown: (sponsor) => sponsor.published,
  hiddenText: 'The sponsor is unpublished',
  api: (studio) => ({
    create: (body) => studio.commercial.createSponsor(body),
    update: (sponsor, body, version) => studio.commercial.updateSponsor(sponsor.sponsorID, { ...body, version }),
  }),
  keys: { list: studioKeys.sponsors, item: studioKeys.sponsor },
  itemHref: (sponsor) => `/commercial/sponsors/${sponsor.sponsorID}`,
});
