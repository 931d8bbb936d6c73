import type {
  FeedAdvert,
  FooterAdvert,
  HeaderSponsor,
  PromoOverlay,
  SlotAdvert,
  SlotServiceAdvert,
  Sponsor,
  SponsorRow,
} from './commercial.schemas';

/**
 * The client rules of SPEC 4 and 5 for sponsors, adverts and promo overlays. Pure (no zod, no clock):
 * the caller passes `now` and whether child mode is on, so the sites, their server render and the tests
 * all decide the same way. The platform answers every published item; these decide what a fan sees.
 *
 * Time windows are half-open: shown from the start instant (inclusive) until the end (exclusive). An
 * instant that does not parse hides the item rather than showing it for ever.
 */

export interface ChildMode {
  /** SPEC 4 child-friendly mode: on by default. */
  childMode: boolean;
}

export interface AdvertContext extends ChildMode {
  now: Date;
}

function within(start: string, end: string, now: Date): boolean {
  const from = Date.parse(start);
  const until = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(until)) return false;
  const at = now.getTime();
  return from <= at && at < until;
}

const childAllows = (childFriendly: boolean, { childMode }: ChildMode) => !childMode || childFriendly;
const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** SPEC 5: an advert is valid only with a url and a mobile image key. */
export function isValidAdvert(advert: { url: string | null | undefined; mobileImageKey: string | null | undefined }): boolean {
  return present(advert.url) && present(advert.mobileImageKey);
}

/** SPEC 5: the slot advert's channel is empty or 'web'. */
export const isWebChannel = (channel: string): boolean => channel === '' || channel === 'web';

/**
 * SPEC 5 slot advert (footer_slot, experiments): valid, enabled, channel '' or 'web', now within its
 * timings, and child friendly when child mode is on.
 */
export function isSlotAdvertShown(advert: SlotAdvert, context: AdvertContext): boolean {
  return (
    isValidAdvert({ url: advert.url, mobileImageKey: advert.images.mobile?.imageKey }) &&
    advert.enabled &&
    isWebChannel(advert.channel) &&
    within(advert.timings.startUTC, advert.timings.endUTC, context.now) &&
    childAllows(advert.childFriendly, context)
  );
}

/** The slot service picked what runs now: the site checks validity and child mode. */
export function isSlotServiceAdvertShown(advert: SlotServiceAdvert | null, context: ChildMode): advert is SlotServiceAdvert {
  return (
    advert !== null &&
    isValidAdvert({ url: advert.advertData.url, mobileImageKey: advert.advertData.images.mobile?.key }) &&
    childAllows(advert.childFriendly, context)
  );
}

/** The older footer advert has one image, which stands for the mobile one. */
export function isFooterAdvertShown(advert: FooterAdvert, context: ChildMode): boolean {
  return (
    isValidAdvert({ url: advert.targetUrl, mobileImageKey: advert.imageData.Location }) &&
    childAllows(advert.childFriendly, context)
  );
}

/**
 * An aggregated-feed advert carries no child-friendly flag, so child mode (which shows only items
 * flagged child friendly, SPEC 5) hides every one of them.
 */
export function isFeedAdvertShown(advert: FeedAdvert, context: ChildMode): boolean {
  return isValidAdvert({ url: advert.url, mobileImageKey: advert.imageData.key }) && !context.childMode;
}

/** Only the slot adverts to show, in their order. */
export function shownSlotAdverts(adverts: readonly SlotAdvert[], context: AdvertContext): SlotAdvert[] {
  return adverts.filter((advert) => isSlotAdvertShown(advert, context));
}

/** SPEC 5 sponsors: published, and child friendly when child mode is on. */
export function isSponsorShown(sponsor: Sponsor, context: ChildMode): boolean {
  return sponsor.published && childAllows(sponsor.isChildFriendly, context);
}

export function isHeaderSponsorShown(sponsor: HeaderSponsor, context: ChildMode): boolean {
  return present(sponsor.imgLocation) && childAllows(sponsor.childFriendly, context);
}

/** The rows as a footer shows them: hidden sponsors left out, and rows left empty dropped. */
export function shownSponsorRows(rows: readonly SponsorRow[], context: ChildMode): SponsorRow[] {
  return rows
    .map((row) => ({ ...row, sponsors: row.sponsors.filter((sponsor) => isSponsorShown(sponsor, context)) }))
    .filter((row) => row.sponsors.length > 0);
}

/** SPEC 5: a promo is active only between its start and end times. */
export function isPromoActive(promo: PromoOverlay, now: Date): boolean {
  return within(promo.startDateTime, promo.endDateTime, now);
}

/**
 * SPEC 4: the overlay shows the first active promo the fan has not yet seen (ids from the cookie). In
 * child mode only a child-friendly one (issue 16: staff flag promos in the studio; absent means friendly).
 */
export function firstUnseenActivePromo(
  promos: readonly PromoOverlay[],
  now: Date,
  seenPromoIDs: ReadonlySet<number>,
  childMode = false,
): PromoOverlay | undefined {
  return promos.find(
    (promo) => isPromoActive(promo, now) && !seenPromoIDs.has(promo.promoID) && !(childMode && promo.childFriendly === false),
  );
}
