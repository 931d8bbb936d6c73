import { clockReading } from '@club/clock';
import {
  apiErrorSchema,
  experimentsResponseSchema,
  feedResponseSchema,
  footerAdvertsResponseSchema,
  headerSponsorsResponseSchema,
  isFooterAdvertShown,
  isSlotAdvertShown,
  promoOverlaysResponseSchema,
  sectionSponsorSlotResponseSchema,
  shownSponsorRows,
  slotAdvertResponseSchema,
  slotAdvertsResponseSchema,
  sponsorRowsResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../testing/clock';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';

// The seed places its windows on the pinned test clock's today (Saturday 5 December 2026); the app reads the same instant.
const now = new Date(TEST_NOW);

describe.each(testDialects)('commercial routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect, { dependencies: { clock: clockReading(() => now) } });

  const get = (url: string) => platform.app.inject({ method: 'GET', url });

  describe('GET /api/sponsors/header', () => {
    it('should answer the three header sponsors, all child friendly, cacheable for a minute', async () => {
      const response = await get('/api/sponsors/header');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { data } = headerSponsorsResponseSchema.parse(response.json());
      expect(data.map((sponsor) => sponsor.name)).toEqual([
        'Tidewater Building Society',
        'Harrier Sportswear',
        'Quayside Energy',
      ]);
      expect(data.every((sponsor) => sponsor.childFriendly)).toBe(true);
      expect(data[0]).toEqual({
        imgLocation: 'sponsors/tidewater-building-society.png',
        name: 'Tidewater Building Society',
        sponsorUrl: 'https://tidewaterbs.example',
        childFriendly: true,
      });
    });
  });

  describe('GET /api/sponsors/rows', () => {
    it('should answer Principal Partners in their forced order and Official Partners by title', async () => {
      const response = await get('/api/sponsors/rows');

      expect(response.statusCode).toBe(200);
      const { data } = sponsorRowsResponseSchema.parse(response.json());
      expect(data.map((row) => [row.title, row.forcedOrder, row.sponsorSize, row.sponsors.length])).toEqual([
        ['Principal Partners', true, 'large', 3],
        ['Official Partners', false, 'small', 16],
      ]);
      expect(data[0]?.sponsors.map((sponsor) => [sponsor.title, sponsor.forcedOrder])).toEqual([
        ['Tidewater Building Society', 1],
        ['Quayside Energy', 2],
        ['Brackwater Motors', 3],
      ]);
      const official = data[1]?.sponsors.map((sponsor) => sponsor.title) ?? [];
      expect(official).toEqual([...official].sort((a, b) => a.localeCompare(b, 'en-GB')));
      expect(data[1]?.sponsors.every((sponsor) => sponsor.forcedOrder === null)).toBe(true);
    });

    it('should never answer an unpublished sponsor, and include ones that are not child friendly', async () => {
      const { data } = sponsorRowsResponseSchema.parse((await get('/api/sponsors/rows')).json());
      const sponsors = data.flatMap((row) => row.sponsors);

      expect(sponsors.map((sponsor) => sponsor.title)).not.toContain('Kestrel Vapes');
      expect(sponsors.every((sponsor) => sponsor.published)).toBe(true);
      expect(sponsors.filter((sponsor) => !sponsor.isChildFriendly).map((sponsor) => sponsor.title)).toEqual([
        'Fenwick Bet',
        'Old Harbour Brewery',
        'Saltmarsh Gin Distillery',
      ]);
      expect(shownSponsorRows(data, { childMode: true }).flatMap((row) => row.sponsors)).toHaveLength(16);
      expect(sponsors[0]).toMatchObject({ imageKey: 'sponsors/tidewater-building-society.png', sponsorID: 101 });
    });
  });

  describe('GET /api/sponsors/sections/{sectionID}', () => {
    it('should answer a section sponsor slot with its sponsors', async () => {
      const response = await get('/api/sponsors/sections/kids');

      expect(response.statusCode).toBe(200);
      const { data } = sectionSponsorSlotResponseSchema.parse(response.json());
      expect(data).toMatchObject({ sectionID: 'kids', type: 'web', active: true, name: 'Junior Blues sponsor' });
      expect(data.sponsors.map((sponsor) => sponsor.title)).toEqual(['Puffin Pies', 'Sandpiper Spring Water']);
    });

    it('should answer an inactive slot and an app slot as they are', async () => {
      const academy = sectionSponsorSlotResponseSchema.parse((await get('/api/sponsors/sections/academy')).json());
      expect(academy.data.active).toBe(false);
      const app = sectionSponsorSlotResponseSchema.parse((await get('/api/sponsors/sections/app-home')).json());
      expect(app.data.type).toBe('app');
    });

    it('should answer 404 for an unknown section and 400 for one that is not a slug', async () => {
      const unknown = await get('/api/sponsors/sections/nowhere');
      expect(unknown.statusCode).toBe(404);
      expect(apiErrorSchema.parse(unknown.json()).message).toBe("There is no sponsor slot for section 'nowhere'.");

      const bad = await get('/api/sponsors/sections/Not%20A%20Slug');
      expect(bad.statusCode).toBe(400);
      const error = apiErrorSchema.parse(bad.json());
      expect(error.details?.[0]?.path).toBe('params.sectionID');
      expect(error.details?.[0]?.message).toMatch(/sectionID must be a slug/);
    });
  });

  describe('GET /api/advertising/slots/footer_slot?includeAllAdverts=true', () => {
    it('should answer every advert of the slot with every field, including the ones a site must hide', async () => {
      const response = await get('/api/advertising/slots/footer_slot?includeAllAdverts=true');

      expect(response.statusCode).toBe(200);
      const { data } = slotAdvertsResponseSchema.parse(response.json());
      expect(data.id).toBe('footer_slot');
      const adverts = data.attributes.adverts;
      expect(adverts).toHaveLength(12);
      expect(adverts[0]).toEqual({
        id: 1,
        advertName: 'Tidewater Mortgage Week',
        advertRef: 'ADV-TBS-2611',
        campaignRef: 'CMP-2026-PRINCIPAL-KIT',
        url: 'https://tidewaterbs.example/blues',
        enabled: true,
        channel: 'web',
        childFriendly: true,
        // startDays -20, endDays 41: London midnights around the pinned today, 5 December 2026.
        timings: { startUTC: '2026-11-15T00:00:00Z', endUTC: '2027-01-15T00:00:00Z' },
        images: {
          mobile: { imageKey: 'adverts/tidewater-mortgage-week-mobile.png', imageSize: '750x750' },
          desktop: { imageKey: 'adverts/tidewater-mortgage-week-desktop.png', imageSize: '1000x250' },
        },
      });
      // The deliberate mix: one of each reason a site hides an advert.
      const name = (predicate: (advert: (typeof adverts)[number]) => boolean) =>
        adverts.filter(predicate).map((advert) => advert.advertName);
      expect(name((advert) => !advert.enabled)).toEqual(['Old Harbour Ale']);
      expect(name((advert) => advert.channel === 'app')).toEqual(['Get the Blues app']);
      expect(name((advert) => advert.timings.endUTC <= now.toISOString())).toEqual(['Season Tickets on sale']);
      expect(name((advert) => advert.timings.startUTC > now.toISOString())).toEqual(['Matchday at The Quayside']);
      expect(name((advert) => !advert.images.mobile)).toEqual(['Puffin Pies Half-time Deal']);
      expect(name((advert) => advert.url === '')).toEqual(['Ferryman Will Writing Month']);
      expect(name((advert) => !advert.childFriendly).length).toBeGreaterThan(0);

      expect(adverts.filter((advert) => isSlotAdvertShown(advert, { now, childMode: false })).map((a) => a.id)).toEqual([
        1, 2, 3, 10, 11, 12,
      ]);
      expect(adverts.filter((advert) => isSlotAdvertShown(advert, { now, childMode: true })).map((a) => a.id)).toEqual([
        1, 2, 10, 11,
      ]);
    });
  });

  describe('GET /api/advertising/slots/{slotID}', () => {
    it('should answer the first advert of the slot running on the web now, in the slot-service shape', async () => {
      const response = await get('/api/advertising/slots/footerSlot1');

      expect(response.statusCode).toBe(200);
      const { data } = slotAdvertResponseSchema.parse(response.json());
      expect(data).toEqual({
        id: 'footerSlot1',
        attributes: {
          advert: {
            advertTitle: 'Tidewater Mortgage Week',
            advertData: {
              url: 'https://tidewaterbs.example/blues',
              images: {
                mobile: { key: 'adverts/tidewater-mortgage-week-mobile.png', imageSize: '750x750' },
                desktop: { key: 'adverts/tidewater-mortgage-week-desktop.png', imageSize: '1000x250' },
              },
            },
            childFriendly: true,
          },
        },
      });
    });

    it('should skip app-only and future adverts, and leave child mode to the site', async () => {
      const slot2 = slotAdvertResponseSchema.parse((await get('/api/advertising/slots/footerSlot2')).json());
      expect(slot2.data.attributes.advert?.advertTitle).toBe('Harrier Home Kit');
      const slot3 = slotAdvertResponseSchema.parse((await get('/api/advertising/slots/footerSlot3')).json());
      expect(slot3.data.attributes.advert).toMatchObject({ advertTitle: 'Fenwick Bet Matchday Odds', childFriendly: false });
    });

    it('should answer a null advert for a slot where nothing runs now', async () => {
      const response = await get('/api/advertising/slots/streamer_footer');
      expect(response.statusCode).toBe(200);
      expect(slotAdvertResponseSchema.parse(response.json()).data.attributes.advert).toBeNull();
    });

    it('should answer every advert of any slot with includeAllAdverts=true', async () => {
      const response = await get('/api/advertising/slots/footerSlot1?includeAllAdverts=true');
      const { data } = slotAdvertsResponseSchema.parse(response.json());
      expect(data.attributes.adverts.map((advert) => advert.id)).toEqual([1, 4, 6, 12]);
    });

    it('should answer 404 for an unknown slot, with or without includeAllAdverts', async () => {
      for (const url of ['/api/advertising/slots/nowhere', '/api/advertising/slots/nowhere?includeAllAdverts=true']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(apiErrorSchema.parse(response.json()).message).toBe("There is no advert slot 'nowhere'.");
      }
    });

    it('should answer 400 with a clear message for a bad slot id or includeAllAdverts', async () => {
      const badSlot = await get('/api/advertising/slots/foot%20er');
      expect(badSlot.statusCode).toBe(400);
      expect(apiErrorSchema.parse(badSlot.json()).details?.[0]).toMatchObject({ path: 'params.slotID' });

      const badFlag = await get('/api/advertising/slots/footer_slot?includeAllAdverts=yes');
      expect(badFlag.statusCode).toBe(400);
      expect(apiErrorSchema.parse(badFlag.json()).details?.[0]).toEqual({
        path: 'query.includeAllAdverts',
        message: "includeAllAdverts must be 'true' or 'false'",
      });
    });
  });

  describe('GET /api/web/adverts/?area=footer', () => {
    it('should answer the older footer adverts running on the web now, including invalid ones', async () => {
      const response = await get('/api/web/adverts/?area=footer');

      expect(response.statusCode).toBe(200);
      const { adverts } = footerAdvertsResponseSchema.parse(response.json());
      expect(adverts.map((advert) => advert.advertID)).toEqual([1, 3, 8, 9]);
      expect(adverts[0]).toEqual({
        advertID: 1,
        advertName: 'Tidewater Mortgage Week',
        targetUrl: 'https://tidewaterbs.example/blues',
        childFriendly: true,
        imageData: { Location: 'adverts/tidewater-mortgage-week-mobile.png' },
      });
      expect(adverts.filter((advert) => isFooterAdvertShown(advert, { childMode: false })).map((a) => a.advertID)).toEqual([1, 3]);
      expect(adverts.filter((advert) => isFooterAdvertShown(advert, { childMode: true })).map((a) => a.advertID)).toEqual([1]);
    });

    it('should answer 400 for a missing or unknown area', async () => {
      for (const url of ['/api/web/adverts', '/api/web/adverts?area=header']) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).details?.[0]).toEqual({ path: 'query.area', message: "area must be 'footer'" });
      }
    });

    it("should leave the web module's own routes in place", async () => {
      expect((await get('/api/web/menus')).statusCode).toBe(200);
    });
  });

  describe('GET /api/experiments/data', () => {
    it('should answer every advert of the experiments as slot adverts in data.body', async () => {
      const response = await get('/api/experiments/data');

      expect(response.statusCode).toBe(200);
      const { data } = experimentsResponseSchema.parse(response.json());
      expect(data.body.map((advert) => advert.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 10, 12]);
    });
  });

  describe('GET /api/feed', () => {
    it('should answer the feed adverts running now, expired ones left out', async () => {
      const response = await get('/api/feed');

      expect(response.statusCode).toBe(200);
      const { data } = feedResponseSchema.parse(response.json());
      expect(data.map((advert) => advert.title)).toEqual([
        'Tidewater Mortgage Week',
        'Harrier Home Kit',
        'Fenwick Bet Matchday Odds',
        'Puffin Pies Half-time Deal',
        'Ferryman Will Writing Month',
        'Riverbend Party Nights',
      ]);
      expect(data[0]).toEqual({
        title: 'Tidewater Mortgage Week',
        url: 'https://tidewaterbs.example/blues',
        imageData: { key: 'adverts/tidewater-mortgage-week-mobile.png' },
      });
      expect(data[3]?.imageData.key).toBeNull();
    });
  });

  describe('GET /api/promos/promo-overlays/?channel=Web', () => {
    it("should answer the channel's promos in priority order with start and end times, whatever their dates", async () => {
      const response = await get('/api/promos/promo-overlays/?channel=Web');

      expect(response.statusCode).toBe(200);
      const { body } = promoOverlaysResponseSchema.parse(response.json());
      expect(body.map((promo) => [promo.promoID, promo.type])).toEqual([
        [1, 'Default'],
        [2, 'Mini'],
        [3, 'Default'],
        [4, 'Mini'],
      ]);
      expect(body[1]).toEqual({
        promoID: 2,
        type: 'Mini',
        url: 'https://shop.brackwaterblues.example/new',
        webNewWindow: true,
        imageKey: 'promos/club-shop.png',
        imageAltText: 'New at the Blues Store: the latest kit and gifts',
        startDateTime: '2026-12-04T00:00:00Z',
        endDateTime: '2027-01-02T00:00:00Z',
        childFriendly: true,
      });
    });

    it('should filter by channel, and answer every promo without one', async () => {
      const app = promoOverlaysResponseSchema.parse((await get('/api/promos/promo-overlays?channel=App')).json());
      expect(app.body.map((promo) => promo.promoID)).toEqual([5]);
      const every = promoOverlaysResponseSchema.parse((await get('/api/promos/promo-overlays')).json());
      expect(every.body).toHaveLength(5);
    });

    it('should answer 400 with a clear message for an unknown channel', async () => {
      const response = await get('/api/promos/promo-overlays?channel=web');
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).details?.[0]).toEqual({
        path: 'query.channel',
        message: "channel must be 'Web' or 'App'",
      });
    });
  });
});
