import type { FeedAdvert, FooterAdvert, SlotAdvert } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { fillFooterSlots, imageForSize, shownFooterAdverts } from './footerAdverts';

const now = new Date('2026-11-21T12:00:00Z');

const slotAdvert = (id: number, overrides: Partial<SlotAdvert> = {}): SlotAdvert => ({
  id,
  advertName: `Advert ${id}`,
  advertRef: `ADV-${id}`,
  campaignRef: 'CMP',
  url: `https://example.com/${id}`,
  enabled: true,
  channel: 'web',
  childFriendly: true,
  timings: { startUTC: '2026-11-01T00:00:00Z', endUTC: '2026-12-01T00:00:00Z' },
  images: { mobile: { imageKey: `adverts/${id}-mobile.png`, imageSize: '750x750' }, desktop: { imageKey: `adverts/${id}-desktop.png`, imageSize: '1000x250' } },
  ...overrides,
});

const slotAdverts: SlotAdvert[] = [
  slotAdvert(1),
  slotAdvert(2, { enabled: false }),
  slotAdvert(3, { channel: 'app' }),
  slotAdvert(4, { channel: '' , childFriendly: false }),
  slotAdvert(5, { timings: { startUTC: '2026-11-21T12:00:00Z', endUTC: '2026-11-21T12:00:01Z' } }),
  slotAdvert(6, { timings: { startUTC: '2026-11-01T00:00:00Z', endUTC: '2026-11-21T12:00:00Z' } }),
  slotAdvert(7, { images: { desktop: { imageKey: 'adverts/7-desktop.png', imageSize: '1000x250' } } }),
  slotAdvert(8, { url: '' }),
];

describe('shownFooterAdverts', () => {
  describe("given the 'slots' version", () => {
    it('should show only enabled web adverts inside their UTC window with a url and a mobile image', () => {
      const shown = shownFooterAdverts({ version: 'slots', adverts: slotAdverts }, { now, childMode: false });
      expect(shown.map((advert) => advert.id)).toEqual(['1', '4', '5']);
    });

    it('should hide adverts not flagged child friendly in child mode', () => {
      const shown = shownFooterAdverts({ version: 'slots', adverts: slotAdverts }, { now, childMode: true });
      expect(shown.map((advert) => advert.id)).toEqual(['1', '5']);
    });
  });

  describe("given the older 'web' version", () => {
    const web: FooterAdvert[] = [
      { advertID: 10, advertName: 'Kit', targetUrl: 'https://example.com/kit', childFriendly: true, imageData: { Location: 'adverts/kit.png' } },
      { advertID: 11, advertName: 'Bet', targetUrl: 'https://example.com/bet', childFriendly: false, imageData: { Location: 'adverts/bet.png' } },
      { advertID: 12, advertName: 'No image', targetUrl: 'https://example.com/x', childFriendly: true, imageData: { Location: null } },
    ];
    it('should show valid adverts, child friendly ones only in child mode', () => {
      expect(shownFooterAdverts({ version: 'web', adverts: web }, { now, childMode: false }).map((advert) => advert.id)).toEqual(['10', '11']);
      expect(shownFooterAdverts({ version: 'web', adverts: web }, { now, childMode: true }).map((advert) => advert.id)).toEqual(['10']);
    });
  });

  describe("given the 'experiments' version", () => {
    const feed: FeedAdvert[] = [{ title: 'Feed one', url: 'https://example.com/feed', imageData: { key: 'adverts/feed.png' } }];
    it('should follow the experiments adverts with the feed adverts, which child mode hides (they carry no flag)', () => {
      const source = { version: 'experiments' as const, adverts: [slotAdvert(1)], feed };
      expect(shownFooterAdverts(source, { now, childMode: false }).map((advert) => advert.id)).toEqual(['1', 'Feed one']);
      expect(shownFooterAdverts(source, { now, childMode: true }).map((advert) => advert.id)).toEqual(['1']);
    });
  });
});

describe('fillFooterSlots', () => {
  it('should fill footerSlot1..3 (MPU, banner, large banner) in order and keep empty slots', () => {
    const shown = shownFooterAdverts({ version: 'slots', adverts: [slotAdvert(1), slotAdvert(9)] }, { now, childMode: true });
    expect(fillFooterSlots(shown).map((slot) => [slot.slotID, slot.size, slot.advert?.id ?? null])).toEqual([
      ['footerSlot1', 'mpu', '1'],
      ['footerSlot2', 'banner', '9'],
      ['footerSlot3', 'large-banner', null],
    ]);
  });
});

describe('imageForSize', () => {
  it('should use the mobile image for the MPU and the desktop image for banners when there is one', () => {
    const [advert] = shownFooterAdverts({ version: 'slots', adverts: [slotAdvert(1)] }, { now, childMode: true });
    if (!advert) throw new Error('expected an advert');
    expect(imageForSize(advert, 'mpu')).toBe('adverts/1-mobile.png');
    expect(imageForSize(advert, 'banner')).toBe('adverts/1-desktop.png');
    expect(imageForSize({ ...advert, desktopImageKey: null }, 'large-banner')).toBe('adverts/1-mobile.png');
  });
});
