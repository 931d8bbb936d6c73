import { describe, expect, it } from 'vitest';
import { advertsContent, promosContent, sponsorsContent } from './content';
import { buildWorld } from '../../shared/demo-world';
import { TEST_NOW } from '../../testing/clock';
import { advertRowsFor, commercialSeedCounts, createCommercialSeed, promoRowsFor } from './seed';

describe('commercial seed', () => {
  it('should hold the sponsor rows of SPEC 9 and three child-friendly header sponsors', () => {
    expect(sponsorsContent.rows.map((row) => [row.title, row.sponsors.length])).toEqual([
      ['Principal Partners', 3],
      ['Official Partners', 17],
    ]);
    expect(sponsorsContent.sponsors.filter((sponsor) => sponsor.published === false)).toHaveLength(1);
    expect(sponsorsContent.headerSponsors.every((header) => header.childFriendly)).toBe(true);
    expect(commercialSeedCounts).toEqual({
      sponsors: 20,
      headerSponsors: 3,
      sponsorRows: 2,
      sections: 6,
      adverts: 12,
      slots: 13,
      promos: 5,
    });
  });

  it("should place every window on the world's today, so the same content gives the same version all day", () => {
    const world = buildWorld(Date.parse(TEST_NOW));
    const later = buildWorld(Date.parse(TEST_NOW) + 8 * 3_600_000);
    expect(createCommercialSeed(world).version).toMatch(/^[0-9a-f]{16}$/);
    expect(createCommercialSeed(later).version).toBe(createCommercialSeed(world).version);
    expect(createCommercialSeed(buildWorld(Date.parse(TEST_NOW) + 86_400_000)).version).not.toBe(createCommercialSeed(world).version);
    const adverts = advertRowsFor(world);
    const instants = [...adverts.flatMap((advert) => [advert.start_utc, advert.end_utc])];
    expect(instants.every((instant) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(instant))).toBe(true);
  });

  it.each(['2026-11-21T12:00:00Z', '2027-07-01T12:00:00Z', '2028-02-29T12:00:00Z', '2030-12-31T23:30:00Z'])(
    'should span the past, the present and the future of %s for the sites to filter',
    (at) => {
      const world = buildWorld(Date.parse(at));
      const now = new Date(world.nowMs).toISOString().replace('.000Z', 'Z');
      const adverts = advertRowsFor(world);
      expect(adverts.some((advert) => advert.end_utc <= now)).toBe(true);
      expect(adverts.some((advert) => advert.start_utc > now)).toBe(true);
      const running = (advert: (typeof adverts)[number]) => advert.start_utc <= now && now < advert.end_utc;
      const footer = new Set(advertsContent.adverts.filter((advert) => advert.placements.includes('web-footer')).map((advert) => advert.id));
      expect(adverts.some((advert) => running(advert) && advert.enabled === 1 && footer.has(advert.id as number))).toBe(true);
      const promos = promoRowsFor(world);
      expect(promos.some((promo) => promo.end_date_time <= now)).toBe(true);
      expect(promos.some((promo) => promo.start_date_time > now)).toBe(true);
      expect(promos.some((promo) => promo.channel === 'Web' && promo.start_date_time <= now && now < promo.end_date_time)).toBe(true);
    },
  );

  it('should name no month in a promo or an advert, so they read right at any date', () => {
    const months = /January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Winter|Summer|Boxing|festive/i;
    for (const promo of promosContent.promos) expect(`${promo.slug} ${promo.imageAltText}`).not.toMatch(months);
    for (const advert of advertsContent.adverts) expect(`${advert.slug} ${advert.advertName}`).not.toMatch(months);
  });
});
