import { describe, expect, it } from 'vitest';
import { advertsContent, promosContent, sponsorsContent } from './content';
import { commercialSeed, commercialSeedCounts } from './seed';

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

  it('should use fixed instants only, so the same data gives the same version on every start', () => {
    const instants = [
      ...advertsContent.adverts.flatMap((advert) => [advert.startUTC, advert.endUTC]),
      ...promosContent.promos.flatMap((promo) => [promo.startDateTime, promo.endDateTime]),
    ];
    expect(instants.every((instant) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(instant))).toBe(true);
    expect(commercialSeed.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('should span the past, the present and the future of 21 Nov 2026 for the sites to filter', () => {
    const now = '2026-11-21T12:00:00Z';
    const adverts = advertsContent.adverts;
    expect(adverts.some((advert) => advert.endUTC <= now)).toBe(true);
    expect(adverts.some((advert) => advert.startUTC > now)).toBe(true);
    expect(adverts.some((advert) => advert.startUTC <= now && now < advert.endUTC)).toBe(true);
    expect(promosContent.promos.some((promo) => promo.endDateTime <= now)).toBe(true);
    expect(promosContent.promos.some((promo) => promo.startDateTime > now)).toBe(true);
  });
});
