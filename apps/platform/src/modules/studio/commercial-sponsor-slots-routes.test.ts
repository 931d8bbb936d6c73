import {
  apiErrorSchema,
  headerSponsorsResponseSchema,
  sectionSponsorSlotResponseSchema,
  sectionSponsorSlotsResponseSchema,
  studioAuditResponseSchema,
  studioHeaderSponsorSchema,
  studioHeaderSponsorsResponseSchema,
  studioSectionSlotSchema,
  studioSectionSlotsResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases';
import { reseedCommercial, studioTestApp } from './testing';

describe.each(testDialects)('studio commercial desk: header sponsors and section sponsor slots on $dialect', ({ dialect }) => {
  const studio = studioTestApp(dialect, { signIn: ['commercial', 'admin', 'editor', 'fan'], config: { readCacheSeconds: 30 } });
  const { call } = studio;
  /** What the club site's header shows: each place's label, logo and link, in order. */
  const header = async () =>
    headerSponsorsResponseSchema.parse((await studio.read('/api/sponsors/header')).body).data.map((place) => [place.name, place.imgLocation, place.sponsorUrl] as const);
  /** A section's sponsors as the site reads them, by title, in order. */
  const sectionShown = async (sectionId: string) =>
    sectionSponsorSlotResponseSchema.parse((await studio.read(`/api/sponsors/sections/${sectionId}`)).body).data.sponsors.map((sponsor) => sponsor.title);
  const headerDesk = async () => studioHeaderSponsorsResponseSchema.parse((await call('GET', '/api/studio/header-sponsors', 'commercial')).body);
  const slotsDesk = async () => studioSectionSlotsResponseSchema.parse((await call('GET', '/api/studio/section-slots', 'commercial')).body);
  const reseed = (days: number) => reseedCommercial(studio, days);

  it('should refuse a visitor 401, and a fan and an editor 403 in words', async () => {
    expect((await call('GET', '/api/studio/header-sponsors', undefined)).status).toBe(401);
    expect((await call('GET', '/api/studio/header-sponsors', 'fan')).status).toBe(403);
    expect((await call('GET', '/api/studio/section-slots', 'fan')).status).toBe(403);
    const place = { sponsorID: 101, name: 'Tidewater', sponsorUrl: 'https://tidewaterbs.example', childFriendly: true, enabled: true, version: 1 };
    const editor = await call('PUT', '/api/studio/header-sponsors/1', 'editor', place);
    expect(editor.status).toBe(403);
    expect(apiErrorSchema.parse(editor.body).message).toMatch(/not part of your staff role/);
    expect((await call('PUT', '/api/studio/section-slots/news', 'editor', { name: 'News', type: 'web', active: true, sponsorIDs: [], version: 1 })).status).toBe(403);
    expect((await call('GET', '/api/studio/section-slots', 'admin')).status).toBe(200);
  });

  describe('the header sponsors', () => {
    it('should list the three places with the sponsor each shows, and every sponsor to choose from', async () => {
      const desk = await headerDesk();
      expect(desk.places.map((place) => [place.position, place.name, place.enabled, place.origin])).toEqual([
        [1, 'Tidewater Building Society', true, 'seed'],
        [2, 'Harrier Sportswear', true, 'seed'],
        [3, 'Quayside Energy', true, 'seed'],
      ]);
      expect(desk.places.map((place) => place.sponsorID)).toEqual([101, 201, 102]);
      expect(desk.sponsors).toHaveLength(20);
      expect(desk.sponsors[0]?.title).toBe('Blue Anchor Print');
    });

    it('should put another sponsor in a place at once, kept through a reseed, refuse a stale save 409, and switch a place off', async () => {
      const before = await header(); // read once, so the read cache holds it
      const place = (await headerDesk()).places[1]!;
      const saved = await call('PUT', '/api/studio/header-sponsors/2', 'commercial', {
        sponsorID: 214,
        name: 'Kittiwake Broadband',
        sponsorUrl: 'https://kittiwakebroadband.example/fans',
        childFriendly: true,
        enabled: true,
        version: place.version,
      });
      expect(saved.status, saved.text).toBe(200);
      expect(studioHeaderSponsorSchema.parse(saved.body)).toMatchObject({ sponsorID: 214, imgLocation: 'sponsors/kittiwake-broadband.png', origin: 'studio', version: place.version + 1 });
      const changed = await header();
      expect(changed).toEqual([before[0], ['Kittiwake Broadband', 'sponsors/kittiwake-broadband.png', 'https://kittiwakebroadband.example/fans'], before[2]]);

      const stale = await call('PUT', '/api/studio/header-sponsors/2', 'admin', { sponsorID: 201, name: 'Harrier', sponsorUrl: 'https://harrier.example', childFriendly: true, enabled: true, version: place.version });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Someone else saved this sponsor since you opened it \(Casey Commercial at/);
      expect(await header()).toEqual(changed);

      await reseed(3);
      expect(await header()).toEqual(changed);

      const third = (await headerDesk()).places[2]!;
      const off = await call('PUT', '/api/studio/header-sponsors/3', 'commercial', {
        sponsorID: third.sponsorID,
        name: third.name,
        sponsorUrl: third.sponsorUrl,
        childFriendly: third.childFriendly,
        enabled: false,
        version: third.version,
      });
      expect(off.status, off.text).toBe(200);
      expect(await header()).toEqual(changed.slice(0, 2));

      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=header-sponsor', 'admin')).body);
      expect(audit.items.map((entry) => [entry.action, entry.entityId])).toEqual([
        ['header-sponsor.disable', '3'],
        ['header-sponsor.update', '2'],
      ]);
      expect(audit.items[1]?.before).toMatchObject({ sponsor_id: 201, name: 'Harrier Sportswear' });
      expect(audit.items[1]?.after).toMatchObject({ sponsor_id: 214, name: 'Kittiwake Broadband' });
    });

    it('should refuse bad input in words, with nothing written', async () => {
      const before = await header();
      const place = (await headerDesk()).places[0]!;
      const body = { sponsorID: 101, name: 'Tidewater', sponsorUrl: 'https://tidewaterbs.example', childFriendly: true, enabled: true, version: place.version };
      const badUrl = await call('PUT', '/api/studio/header-sponsors/1', 'commercial', { ...body, sponsorUrl: 'javascript:alert(1)' });
      expect(badUrl.status).toBe(400);
      expect(JSON.stringify(apiErrorSchema.parse(badUrl.body).details)).toMatch(/starting https:/);
      const noName = await call('PUT', '/api/studio/header-sponsors/1', 'commercial', { ...body, name: '  ' });
      expect(JSON.stringify(apiErrorSchema.parse(noName.body).details)).toMatch(/Give the label/);
      const unpublished = await call('PUT', '/api/studio/header-sponsors/1', 'commercial', { ...body, sponsorID: 217 });
      expect(unpublished.status).toBe(400);
      expect(apiErrorSchema.parse(unpublished.body).message).toBe('That sponsor is unpublished: publish it on its page first, or choose another.');
      const unknown = await call('PUT', '/api/studio/header-sponsors/1', 'commercial', { ...body, sponsorID: 9999 });
      expect(apiErrorSchema.parse(unknown.body).message).toBe('That sponsor is not in the sponsors list. Choose one from the list.');
      expect((await call('PUT', '/api/studio/header-sponsors/4', 'commercial', body)).status).toBe(400);
      expect((await call('PUT', '/api/studio/header-sponsors/1', 'commercial', body, 'https://elsewhere.example')).status).toBe(403);
      expect(await header()).toEqual(before);
      expect((await headerDesk()).places[0]?.version).toBe(place.version);
    });
  });

  describe('the section sponsor slots', () => {
    it('should list every slot with its sponsors in order; the site reads them all at once too', async () => {
      const desk = await slotsDesk();
      expect(desk.slots.map((slot) => [slot.sectionID, slot.type, slot.active])).toEqual([
        ['academy', 'web', false],
        ['app-home', 'app', true],
        ['kids', 'web', true],
        ['matches', 'web', true],
        ['news', 'web', true],
        ['videos', 'web', true],
      ]);
      expect(desk.slots.find((slot) => slot.sectionID === 'kids')?.sponsors.map((sponsor) => sponsor.title)).toEqual(['Puffin Pies', 'Sandpiper Spring Water']);
      const shown = sectionSponsorSlotsResponseSchema.parse((await studio.read('/api/sponsors/sections')).body);
      expect(shown.data.map((slot) => slot.sectionID)).toEqual(desk.slots.map((slot) => slot.sectionID));
    });

    it('should reorder, add and remove a slot\'s sponsors at once, kept through a reseed; 409 for a stale save', async () => {
      expect(await sectionShown('kids')).toEqual(['Puffin Pies', 'Sandpiper Spring Water']);
      const kids = (await slotsDesk()).slots.find((slot) => slot.sectionID === 'kids')!;
      const ids = kids.sponsors.map((sponsor) => sponsor.sponsorID);
      const reordered = await call('PUT', '/api/studio/section-slots/kids', 'commercial', {
        name: kids.name,
        type: kids.type,
        active: true,
        sponsorIDs: [...ids].reverse().concat(207),
        version: kids.version,
      });
      expect(reordered.status, reordered.text).toBe(200);
      expect(studioSectionSlotSchema.parse(reordered.body)).toMatchObject({ origin: 'studio', version: kids.version + 1 });
      expect(await sectionShown('kids')).toEqual(['Sandpiper Spring Water', 'Puffin Pies', 'Greystone Coaches']);

      const stale = await call('PUT', '/api/studio/section-slots/kids', 'admin', { name: kids.name, type: kids.type, active: true, sponsorIDs: ids, version: kids.version });
      expect(stale.status).toBe(409);

      await reseed(4);
      expect(await sectionShown('kids')).toEqual(['Sandpiper Spring Water', 'Puffin Pies', 'Greystone Coaches']);
      // A slot nobody saved is the demo world's still.
      expect(await sectionShown('news')).toEqual(['Brackwater Evening Post']);

      const kept = (await slotsDesk()).slots.find((slot) => slot.sectionID === 'kids')!;
      const removed = await call('PUT', '/api/studio/section-slots/kids', 'commercial', {
        name: 'Junior Blues partners',
        type: 'web',
        active: false,
        sponsorIDs: [kept.sponsors[1]!.sponsorID],
        version: kept.version,
      });
      expect(removed.status, removed.text).toBe(200);
      const slot = sectionSponsorSlotResponseSchema.parse((await studio.read('/api/sponsors/sections/kids')).body).data;
      expect(slot).toMatchObject({ name: 'Junior Blues partners', active: false });
      expect(slot.sponsors.map((sponsor) => sponsor.title)).toEqual(['Puffin Pies']);

      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=section-slot&entityId=kids', 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['section-slot.deactivate', 'section-slot.update']);
      expect(audit.items[1]?.before).toMatchObject({ sponsor_ids: ids });
      expect(audit.items[1]?.after).toMatchObject({ sponsor_ids: [...ids].reverse().concat(207) });
    });

    it('should refuse bad input in words, with nothing written', async () => {
      const news = (await slotsDesk()).slots.find((slot) => slot.sectionID === 'news')!;
      const body = { name: news.name, type: news.type, active: news.active, sponsorIDs: [205], version: news.version };
      const twice = await call('PUT', '/api/studio/section-slots/news', 'commercial', { ...body, sponsorIDs: [205, 205] });
      expect(twice.status).toBe(400);
      expect(JSON.stringify(apiErrorSchema.parse(twice.body).details)).toMatch(/only once/);
      const unknown = await call('PUT', '/api/studio/section-slots/news', 'commercial', { ...body, sponsorIDs: [205, 9999] });
      expect(unknown.status).toBe(400);
      expect(apiErrorSchema.parse(unknown.body).message).toBe('That sponsor is not in the sponsors list. Choose one from the list.');
      expect((await call('PUT', '/api/studio/section-slots/news', 'commercial', { ...body, type: 'tv' })).status).toBe(400);
      expect((await call('PUT', '/api/studio/section-slots/news', 'commercial', { ...body, name: '' })).status).toBe(400);
      const missing = await call('PUT', '/api/studio/section-slots/nowhere', 'commercial', body);
      expect(missing.status).toBe(404);
      expect(apiErrorSchema.parse(missing.body).message).toBe('There is no section sponsor slot with that id.');
      expect(await sectionShown('news')).toEqual(['Brackwater Evening Post']);
      expect((await slotsDesk()).slots.find((slot) => slot.sectionID === 'news')?.version).toBe(news.version);
    });
  });
});
