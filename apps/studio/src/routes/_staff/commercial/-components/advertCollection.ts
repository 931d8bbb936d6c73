import { type StudioAdvert, type StudioAdvertInput, studioAdvertCreateSchema, studioAdvertInputSchema } from '@club/api-client';
import { defineCollection, instantToLondonInput, londonInputToInstant } from '../../../../studio/kit/collection';
import { windowBadge } from '../../../../studio/kit/windowText';
import { studioKeys } from '../../../../studio/queryKeys';
import { advertPlaceText } from './advertText';

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

/** An advert's fields, and for a new one the slot it goes last in (an edit changes it in every slot it is in). */
export type AdvertBody = StudioAdvertInput & { slotID?: string };

/** The slot a new advert goes in; none for an edit. */
export type AdvertExtra = { slotID?: string | undefined };

/**
 * The adverts in their slots (issue 16). A new advert is checked with the create schema (its slot too), an
 * edit with the advert's own; the messages are the schemas'.
 */
export const advertCollection = defineCollection<StudioAdvert, AdvertFormState, AdvertBody, AdvertExtra>({
  desk: 'commercial',
  subject: 'advert',
  plural: 'adverts',
  listHref: ({ extra }) => `/commercial/adverts?slot=${encodeURIComponent(extra.slotID ?? '')}`,
  idOf: (advert) => advert.id,
  schema: ({ isNew }) => (isNew ? studioAdvertCreateSchema : studioAdvertInputSchema),
  fields: [
    { key: 'advertName', kind: 'text', label: 'Name', hint: 'What the advert says, for people who cannot see it, e.g. Club shop: 20% off the away kit' },
    { key: 'mobileImageKey', kind: 'image', label: 'Mobile image', hint: '750 by 750 suits it best. Every shown advert needs one.' },
    { key: 'desktopImageKey', kind: 'image', label: 'Desktop image (optional)', hint: 'For wide screens: 1000 by 250 suits it best.' },
    { key: 'url', kind: 'text', label: 'Opens', hint: 'A path on the club site like /tickets, or a full address starting https://' },
    {
      key: 'channel',
      kind: 'choice',
      label: 'Shows on',
      choices: [
        { value: 'web', label: 'The website' },
        { value: '', label: 'The website and the app' },
        { value: 'app', label: 'The app only' },
      ],
    },
    { key: 'start', wire: 'startUTC', kind: 'londonTime', label: 'Starts (London time)' },
    { key: 'end', wire: 'endUTC', kind: 'londonTime', label: 'Ends (London time)' },
    {
      key: 'childFriendly',
      kind: 'check',
      label: 'Child friendly',
      hint: "Only child-friendly adverts show while a fan's child-friendly mode is on (it is on unless they turn it off).",
    },
    { key: 'enabled', kind: 'check', label: 'Switched on', hint: 'A switched-off advert is never shown, whatever its dates.' },
  ],
  columns: {
    title: (advert) => advert.advertName,
    meta: (advert) => [advertPlaceText(advert), `Opens ${advert.url || 'nothing: no site shows it without an address'}`],
    badge: (advert) => windowBadge(advert.status),
    window: (advert) => ({ start: advert.startUTC, end: advert.endUTC }),
  },
  // A new advert: on the website, shown to children too; its window is the staff member's to choose.
  empty: () => ({
    advertName: '',
    url: '',
    mobileImageKey: '',
    desktopImageKey: '',
    channel: 'web',
    start: '',
    end: '',
    enabled: true,
    childFriendly: true,
  }),
  formOf: (advert) => ({
    advertName: advert.advertName,
    url: advert.url,
    mobileImageKey: advert.mobileImageKey,
    desktopImageKey: advert.desktopImageKey,
    channel: advert.channel,
    start: instantToLondonInput(advert.startUTC),
    end: instantToLondonInput(advert.endUTC),
    enabled: advert.enabled,
    childFriendly: advert.childFriendly,
  }),
  inputOf: (form, { isNew, extra }) => ({
    ...(isNew ? { slotID: extra.slotID ?? '' } : {}),
    advertName: form.advertName,
    url: form.url,
    mobileImageKey: form.mobileImageKey,
    desktopImageKey: form.desktopImageKey,
    channel: form.channel,
    startUTC: londonInputToInstant(form.start),
    endUTC: londonInputToInstant(form.end),
    enabled: form.enabled,
    childFriendly: form.childFriendly,
  }),
  shown: (advert) => advert.enabled,
  hiddenText: 'The advert is switched off',
  api: (studio) => ({
    create: ({ slotID: slotId = '', ...fields }) => studio.commercial.createAdvert({ slotID: slotId, ...fields }),
    update: (advert, { slotID: _new, ...fields }, version) => studio.commercial.updateAdvert(advert.id, { ...fields, version }),
  }),
  keys: { list: studioKeys.adverts, item: studioKeys.advert },
  itemHref: (advert) => `/commercial/adverts/${advert.id}`,
});
