import { describe, expect, it } from 'vitest';
import type { FeedAdvert, FooterAdvert, PromoOverlay, SlotAdvert, SlotServiceAdvert, Sponsor, SponsorRow } from './commercial.schemas';
import {
  firstUnseenActivePromo,
  isFeedAdvertShown,
  isFooterAdvertShown,
  isHeaderSponsorShown,
  isPromoActive,
  isSlotAdvertShown,
  isSlotServiceAdvertShown,
  isSponsorShown,
  isValidAdvert,
  isWebChannel,
  shownSlotAdverts,
  shownSponsorRows,
} from './rules';

const now = new Date('2026-11-21T12:00:00Z');
const adult = { now, childMode: false };
const child = { now, childMode: true };

const slotAdvert = (overrides: Partial<SlotAdvert> = {}): SlotAdvert => ({
  id: 1,
  advertName: 'Kit launch',
  advertRef: 'ADV-1',
  campaignRef: 'CMP-1',
  url: 'https://example.com',
  enabled: true,
  channel: 'web',
  childFriendly: true,
  timings: { startUTC: '2026-11-01T00:00:00Z', endUTC: '2026-12-01T00:00:00Z' },
  images: { mobile: { imageKey: 'adverts/kit-mobile.png', imageSize: '320x50' } },
  ...overrides,
});

describe('isValidAdvert', () => {
  it('should need both a url and a mobile image key', () => {
    expect(isValidAdvert({ url: 'https://x', mobileImageKey: 'a.png' })).toBe(true);
    expect(isValidAdvert({ url: '', mobileImageKey: 'a.png' })).toBe(false);
    expect(isValidAdvert({ url: '  ', mobileImageKey: 'a.png' })).toBe(false);
    expect(isValidAdvert({ url: 'https://x', mobileImageKey: null })).toBe(false);
    expect(isValidAdvert({ url: 'https://x', mobileImageKey: undefined })).toBe(false);
    expect(isValidAdvert({ url: null, mobileImageKey: 'a.png' })).toBe(false);
  });
});

describe('isWebChannel', () => {
  it("should accept '' and 'web' only", () => {
    expect(isWebChannel('')).toBe(true);
    expect(isWebChannel('web')).toBe(true);
    expect(isWebChannel('app')).toBe(false);
    expect(isWebChannel('Web')).toBe(false);
  });
});

describe('isSlotAdvertShown', () => {
  it('should show an enabled web advert within its timings', () => {
    expect(isSlotAdvertShown(slotAdvert(), adult)).toBe(true);
    expect(isSlotAdvertShown(slotAdvert({ channel: '' }), adult)).toBe(true);
  });

  it('should hide a disabled advert, an app advert and one without a mobile image or url', () => {
    expect(isSlotAdvertShown(slotAdvert({ enabled: false }), adult)).toBe(false);
    expect(isSlotAdvertShown(slotAdvert({ channel: 'app' }), adult)).toBe(false);
    expect(isSlotAdvertShown(slotAdvert({ images: { desktop: { imageKey: 'd.png', imageSize: '728x90' } } }), adult)).toBe(false);
    expect(isSlotAdvertShown(slotAdvert({ url: '' }), adult)).toBe(false);
  });

  it('should show from the start instant and stop at the end instant', () => {
    const timings = { startUTC: '2026-11-21T12:00:00Z', endUTC: '2026-11-21T13:00:00Z' };
    expect(isSlotAdvertShown(slotAdvert({ timings }), adult)).toBe(true);
    expect(isSlotAdvertShown(slotAdvert({ timings }), { ...adult, now: new Date('2026-11-21T11:59:59Z') })).toBe(false);
    expect(isSlotAdvertShown(slotAdvert({ timings }), { ...adult, now: new Date('2026-11-21T13:00:00Z') })).toBe(false);
  });

  it('should hide an expired advert, a future one and one whose timings do not parse', () => {
    expect(isSlotAdvertShown(slotAdvert({ timings: { startUTC: '2026-01-01T00:00:00Z', endUTC: '2026-02-01T00:00:00Z' } }), adult)).toBe(false);
    expect(isSlotAdvertShown(slotAdvert({ timings: { startUTC: '2027-01-01T00:00:00Z', endUTC: '2027-02-01T00:00:00Z' } }), adult)).toBe(false);
    expect(isSlotAdvertShown(slotAdvert({ timings: { startUTC: 'soon', endUTC: '2027-02-01T00:00:00Z' } }), adult)).toBe(false);
  });

  describe('given child mode', () => {
    it('should hide an advert that is not child friendly and keep one that is', () => {
      expect(isSlotAdvertShown(slotAdvert({ childFriendly: false }), child)).toBe(false);
      expect(isSlotAdvertShown(slotAdvert({ childFriendly: false }), adult)).toBe(true);
      expect(isSlotAdvertShown(slotAdvert(), child)).toBe(true);
    });
  });

  it('should keep only the shown adverts, in order', () => {
    const adverts = [slotAdvert({ id: 1 }), slotAdvert({ id: 2, enabled: false }), slotAdvert({ id: 3, channel: '' })];
    expect(shownSlotAdverts(adverts, adult).map((advert) => advert.id)).toEqual([1, 3]);
  });
});

describe('isSlotServiceAdvertShown', () => {
  const advert: SlotServiceAdvert = {
    advertTitle: 'Kit launch',
    advertData: {
      url: 'https://example.com',
      images: { mobile: { key: 'm.png', imageSize: '320x50' }, desktop: { key: 'd.png', imageSize: '728x90' } },
    },
    childFriendly: false,
  };

  it('should show a valid advert, and nothing for an empty slot', () => {
    expect(isSlotServiceAdvertShown(advert, { childMode: false })).toBe(true);
    expect(isSlotServiceAdvertShown(null, { childMode: false })).toBe(false);
  });

  it('should hide an advert without a mobile image, and one not child friendly in child mode', () => {
    expect(
      isSlotServiceAdvertShown({ ...advert, advertData: { ...advert.advertData, images: { mobile: null, desktop: null } } }, { childMode: false }),
    ).toBe(false);
    expect(isSlotServiceAdvertShown(advert, { childMode: true })).toBe(false);
  });
});

describe('isFooterAdvertShown', () => {
  const advert: FooterAdvert = {
    advertID: 1,
    advertName: 'Stand naming',
    targetUrl: 'https://example.com',
    childFriendly: true,
    imageData: { Location: 'adverts/stand.png' },
  };

  it('should need a target url and an image, and respect child mode', () => {
    expect(isFooterAdvertShown(advert, { childMode: true })).toBe(true);
    expect(isFooterAdvertShown({ ...advert, imageData: { Location: null } }, { childMode: false })).toBe(false);
    expect(isFooterAdvertShown({ ...advert, targetUrl: '' }, { childMode: false })).toBe(false);
    expect(isFooterAdvertShown({ ...advert, childFriendly: false }, { childMode: true })).toBe(false);
  });
});

describe('isFeedAdvertShown', () => {
  const advert: FeedAdvert = { title: 'Kit launch', url: 'https://example.com', imageData: { key: 'k.png' } };

  it('should show a valid advert outside child mode only, since it has no child-friendly flag', () => {
    expect(isFeedAdvertShown(advert, { childMode: false })).toBe(true);
    expect(isFeedAdvertShown(advert, { childMode: true })).toBe(false);
    expect(isFeedAdvertShown({ ...advert, imageData: { key: null } }, { childMode: false })).toBe(false);
  });
});

const sponsor = (overrides: Partial<Sponsor> = {}): Sponsor => ({
  campaignID: 'CMP-1',
  sponsorID: 1,
  imageKey: 'sponsors/a.png',
  published: true,
  title: 'A',
  url: 'https://a.example',
  adminName: 'a',
  mediaLibraryID: 1,
  forcedOrder: null,
  isChildFriendly: true,
  ...overrides,
});

describe('isSponsorShown', () => {
  it('should hide unpublished sponsors, and ones not child friendly in child mode', () => {
    expect(isSponsorShown(sponsor(), { childMode: true })).toBe(true);
    expect(isSponsorShown(sponsor({ published: false }), { childMode: false })).toBe(false);
    expect(isSponsorShown(sponsor({ isChildFriendly: false }), { childMode: true })).toBe(false);
    expect(isSponsorShown(sponsor({ isChildFriendly: false }), { childMode: false })).toBe(true);
  });

  it('should treat header sponsors the same way', () => {
    const header = { imgLocation: 'sponsors/a.png', name: 'A', sponsorUrl: 'https://a.example', childFriendly: true };
    expect(isHeaderSponsorShown(header, { childMode: true })).toBe(true);
    expect(isHeaderSponsorShown({ ...header, childFriendly: false }, { childMode: true })).toBe(false);
    expect(isHeaderSponsorShown({ ...header, imgLocation: '' }, { childMode: false })).toBe(false);
  });
});

describe('shownSponsorRows', () => {
  it('should drop hidden sponsors and then rows left empty', () => {
    const row = (rowId: number, sponsors: Sponsor[]): SponsorRow => ({
      adminName: `row-${rowId}`,
      forcedOrder: false,
      rowID: rowId,
      sponsorSize: 'small',
      title: `Row ${rowId}`,
      titleSize: 'small',
      sponsors,
    });
    const rows = [
      row(1, [sponsor({ sponsorID: 1 }), sponsor({ sponsorID: 2, isChildFriendly: false })]),
      row(2, [sponsor({ sponsorID: 3, isChildFriendly: false })]),
    ];

    const shown = shownSponsorRows(rows, { childMode: true });

    expect(shown.map((r) => [r.rowID, r.sponsors.map((s) => s.sponsorID)])).toEqual([[1, [1]]]);
    expect(shownSponsorRows(rows, { childMode: false }).map((r) => r.sponsors.length)).toEqual([2, 1]);
    expect(rows[0]?.sponsors).toHaveLength(2);
  });
});

describe('promo overlays', () => {
  const promo = (promoId: number, startDateTime: string, endDateTime: string): PromoOverlay => ({
    promoID: promoId,
    type: 'Default',
    url: '/videos',
    webNewWindow: false,
    imageKey: `promos/${promoId}.png`,
    imageAltText: 'Promo',
    startDateTime,
    endDateTime,
  });
  const expired = promo(1, '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z');
  const activeA = promo(2, '2026-11-20T00:00:00Z', '2026-11-22T00:00:00Z');
  const activeB = promo(3, '2026-11-01T00:00:00Z', '2026-12-31T00:00:00Z');
  const future = promo(4, '2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z');

  it('should be active only between its start and end times', () => {
    expect(isPromoActive(activeA, now)).toBe(true);
    expect(isPromoActive(expired, now)).toBe(false);
    expect(isPromoActive(future, now)).toBe(false);
    expect(isPromoActive(promo(5, 'x', 'y'), now)).toBe(false);
  });

  it('should pick the first active promo not yet seen', () => {
    const promos = [expired, activeA, activeB, future];
    expect(firstUnseenActivePromo(promos, now, new Set())?.promoID).toBe(2);
    expect(firstUnseenActivePromo(promos, now, new Set([2]))?.promoID).toBe(3);
    expect(firstUnseenActivePromo(promos, now, new Set([2, 3]))).toBeUndefined();
  });

  it('should pass over a promo that is not child friendly in child mode only', () => {
    const grown = [expired, activeA, activeB, future].map((each) => ({ ...each, childFriendly: each.promoID !== 2 }));
    expect(firstUnseenActivePromo(grown, now, new Set(), true)?.promoID).toBe(3);
    expect(firstUnseenActivePromo(grown, now, new Set(), false)?.promoID).toBe(2);
  });
});
