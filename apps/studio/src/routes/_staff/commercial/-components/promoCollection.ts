import { type StudioPromo, type StudioPromoInput, studioPromoInputSchema } from '@club/api-client';
import { defineCollection, instantToLondonInput, londonInputToInstant } from '../../../../studio/kit/collection';
import { windowBadge } from '../../../../studio/kit/windowText';
import { studioKeys } from '../../../../studio/queryKeys';
import { promoPlaceText } from './promoText';

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

/**
 * The promo overlays (issue 16): a fan sees the first running one they have not seen yet, one a visit. Its
 * form's words are the spec's; its messages are `studioPromoInputSchema`'s.
 */
export const promoCollection = defineCollection<StudioPromo, PromoFormState, StudioPromoInput>({
  desk: 'commercial',
  subject: 'promo',
  plural: 'promos',
  listHref: () => '/commercial/promos',
  idOf: (promo) => promo.promoID,
  schema: () => studioPromoInputSchema,
  fields: [
    {
      key: 'channel',
      kind: 'choice',
      label: 'Shows on',
      choices: [
        { value: 'Web', label: 'The website' },
        { value: 'App', label: 'The app' },
      ],
    },
    {
      key: 'type',
      kind: 'choice',
      label: 'Size',
      choices: [
        { value: 'Default', label: 'Default (centre of the page)' },
        { value: 'Mini', label: 'Mini (bottom right on wider screens)' },
      ],
    },
    {
      key: 'imageAltText',
      kind: 'text',
      label: 'Image description',
      hint: 'What the image says, for people who cannot see it, e.g. Cup final offer: a month of Club TV for £1',
    },
    { key: 'imageKey', kind: 'image', label: 'Image', hint: 'Shown square, up to 350 px wide on wider screens: 1400 by 1400 suits it best.' },
    { key: 'url', kind: 'text', label: 'Opens', hint: 'A path on the club site like /tickets, or a full address starting https://' },
    { key: 'webNewWindow', kind: 'check', label: 'Open it in a new tab' },
    { key: 'start', wire: 'startDateTime', kind: 'londonTime', label: 'Starts (London time)' },
    { key: 'end', wire: 'endDateTime', kind: 'londonTime', label: 'Ends (London time)' },
    {
      key: 'childFriendly',
      kind: 'check',
      label: 'Child friendly',
      hint: "Only child-friendly promos show while a fan's child-friendly mode is on (it is on unless they turn it off).",
    },
    { key: 'enabled', kind: 'check', label: 'Switched on', hint: 'A switched-off promo is never shown, whatever its dates.' },
  ],
  columns: {
    title: (promo) => promo.imageAltText,
    meta: (promo) => [promoPlaceText(promo), `Opens ${promo.url}`],
    badge: (promo) => windowBadge(promo.status),
    window: (promo) => ({ start: promo.startDateTime, end: promo.endDateTime }),
  },
  // A new promo: on the website, shown to children too; its dates are the staff member's to choose.
  empty: () => ({
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
  }),
  formOf: (promo) => ({
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
  }),
  inputOf: (form) => ({
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
  }),
  shown: (promo) => promo.enabled,
  hiddenText: 'The promo is switched off',
  api: (studio) => ({
    create: (body) => studio.commercial.createPromo(body),
    update: (promo, body, version) => studio.commercial.updatePromo(promo.promoID, { ...body, version }),
  }),
  keys: { list: studioKeys.promos, item: studioKeys.promo },
  itemHref: (promo) => `/commercial/promos/${promo.promoID}`,
});
