import type { FeedAdvert, FooterAdvert, SlotAdvert, SlotServiceAdvert } from '@club/api-client';
import { isFeedAdvertShown, isFooterAdvertShown, isSlotAdvertShown } from '@club/api-client';
import type { AdvertSize } from '@club/ui';

/** One advert ready to draw and to track, whichever of the platform's shapes it came from. */
export interface ShownAdvert {
  /** Stable id for tracking: the advert's id, or its title for feed adverts (which have none). */
  id: string;
  name: string;
  href: string;
  mobileImageKey: string;
  desktopImageKey: string | null;
}

/** SPEC 2.5 and 3: the footer's three slots, by slot id and box. */
export const footerSlots = [
  { slotID: 'footerSlot1', size: 'mpu' },
  { slotID: 'footerSlot2', size: 'banner' },
  { slotID: 'footerSlot3', size: 'large-banner' },
] as const satisfies readonly { slotID: string; size: AdvertSize }[];
export type FooterSlotID = (typeof footerSlots)[number]['slotID'];

/** What each footer version loaded; a version that failed to load is an empty list (SPEC 8: only logged). */
export type FooterAdvertSource =
  | { version: 'web'; adverts: readonly FooterAdvert[] }
  | { version: 'slots'; adverts: readonly SlotAdvert[] }
  | { version: 'experiments'; adverts: readonly SlotAdvert[]; feed: readonly FeedAdvert[] };

export interface AdvertRules {
  now: Date;
  childMode: boolean;
}

export function fromSlotAdvert(advert: SlotAdvert): ShownAdvert {
  return {
    id: String(advert.id),
    name: advert.advertName,
    href: advert.url,
    mobileImageKey: advert.images.mobile?.imageKey ?? '',
    desktopImageKey: advert.images.desktop?.imageKey ?? null,
  };
}

export function fromSlotServiceAdvert(advert: SlotServiceAdvert): ShownAdvert {
  return {
    id: advert.advertTitle,
    name: advert.advertTitle,
    href: advert.advertData.url,
    mobileImageKey: advert.advertData.images.mobile?.key ?? '',
    desktopImageKey: advert.advertData.images.desktop?.key ?? null,
  };
}

function fromFooterAdvert(advert: FooterAdvert): ShownAdvert {
  return {
    id: String(advert.advertID),
    name: advert.advertName,
    href: advert.targetUrl,
    mobileImageKey: advert.imageData.Location ?? '',
    desktopImageKey: null,
  };
}

function fromFeedAdvert(advert: FeedAdvert): ShownAdvert {
  return { id: advert.title, name: advert.title, href: advert.url, mobileImageKey: advert.imageData.key ?? '', desktopImageKey: null };
}

/**
 * Every advert of the chosen footer version that SPEC 4, 5 and 9 allow now, in order: the older web
 * adverts (url, image, child mode), the footer_slot adverts (also window, enabled, channel), or the
 * experiments' slot adverts followed by the aggregated feed's (which carry no child flag, so child mode
 * hides them all).
 */
export function shownFooterAdverts(source: FooterAdvertSource, rules: AdvertRules): ShownAdvert[] {
  switch (source.version) {
    case 'web':
      return source.adverts.filter((advert) => isFooterAdvertShown(advert, rules)).map(fromFooterAdvert);
    case 'slots':
      return source.adverts.filter((advert) => isSlotAdvertShown(advert, rules)).map(fromSlotAdvert);
    case 'experiments':
      return [
        ...source.adverts.filter((advert) => isSlotAdvertShown(advert, rules)).map(fromSlotAdvert),
        ...source.feed.filter((advert) => isFeedAdvertShown(advert, rules)).map(fromFeedAdvert),
      ];
    default:
      return source satisfies never;
  }
}

/** The three footer slots filled in order with the shown adverts; a slot with none stays null (its box reserved). */
export function fillFooterSlots(shown: readonly ShownAdvert[]): { slotID: FooterSlotID; size: AdvertSize; advert: ShownAdvert | null }[] {
  return footerSlots.map((slot, index) => ({ ...slot, advert: shown[index] ?? null }));
}

/** The image for a box: the mobile image for the square MPU, the desktop one for banners when there is one. */
export function imageForSize(advert: ShownAdvert, size: AdvertSize): string {
  switch (size) {
    case 'mpu':
      return advert.mobileImageKey;
    case 'banner':
    case 'large-banner':
      return advert.desktopImageKey ?? advert.mobileImageKey;
    default:
      return size satisfies never;
  }
}

