import {
  apiErrorSchema,
  slotAdvertResponseSchema,
  sponsorRowsResponseSchema,
  studioAdvertSchema,
  studioAdvertSlotOrderSchema,
  studioAdvertsResponseSchema,
  studioAuditResponseSchema,
  studioSponsorSchema,
  studioSponsorsResponseSchema,
} from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { api } from '../payments/testing';
import { testDialects } from '../../testing/databases';
import { type Who, reseedCommercial, runsNow, studioTestApp } from './testing';

const newAdvert = () => ({
  slotID: 'footerSlot2',
  advertName: 'Club shop: 20% off the away kit',
  url: '/shop',
  mobileImageKey: 'adverts/away-kit-mobile.png',
  desktopImageKey: 'adverts/away-kit-desktop.png',
  channel: 'web',
  startUTC: runsNow.from,
  endUTC: runsNow.until,
  enabled: true,
  childFriendly: true,
});

describe.each(testDialects)('studio commercial desk: adverts in their slots and sponsors in their rows on $dialect', ({ dialect }) => {
  const t = studioTestApp(dialect, { signIn: ['commercial', 'admin', 'editor', 'fan'], config: { readCacheSeconds: 30 } });
  const { call } = t;
  /** What the club site's footer slot shows now (the first advert running on the web). */
  const shownIn = async (slotId: string) => slotAdvertResponseSchema.parse((await t.read(`/api/advertising/slots/${slotId}`)).body).data.attributes.advert;
  /** The club site footer's rows: each row's title and its published sponsors' titles, in order. */
  const footerRows = async () =>
    sponsorRowsResponseSchema.parse((await t.read('/api/sponsors/rows')).body).data.map((row) => [row.title, row.sponsors.map((sponsor) => sponsor.title)] as const);
  const reseed = (days: number) => reseedCommercial(t, days);

  it('should refuse a visitor 401, and a fan and an editor 403 in words', async () => {
    expect((await call('GET', '/api/studio/adverts', undefined)).status).toBe(401);
    expect((await call('GET', '/api/studio/adverts', 'fan')).status).toBe(403);
    const editor = await call('POST', '/api/studio/adverts', 'editor', newAdvert());
    expect(editor.status).toBe(403);
    expect(apiErrorSchema.parse(editor.body).message).toMatch(/not part of your staff role/);
    expect((await call('PUT', '/api/studio/adverts/1', 'editor', { ...newAdvert(), version: 1 })).status).toBe(403);
  });

  it('should list every slot with its count, and one slot\'s adverts in the order the sites pick from', async () => {
    const list = studioAdvertsResponseSchema.parse((await call('GET', '/api/studio/adverts?slot=footerSlot1', 'commercial')).body);
    expect(list.slots.map((slot) => slot.slotID)).toContain('footer_slot');
    expect(list.slots.find((slot) => slot.slotID === 'footerSlot1')).toMatchObject({ name: 'Footer MPU, 300 wide', count: 4 });
    expect(list.slot).toBe('footerSlot1');
    expect(list.total).toBe(4);
    expect(list.items.map((advert) => [advert.id, advert.status])).toEqual([
      [1, 'running'],
      [4, 'disabled'],
      [6, 'ended'],
      [12, 'running'],
    ]);
    expect(list.items[0]).toMatchObject({ advertName: 'Tidewater Mortgage Week', mobileImageKey: 'adverts/tidewater-mortgage-week-mobile.png', origin: 'seed' });
    expect(list.items[0]?.slots).toContain('footerSlot1');
    const unknown = await call('GET', '/api/studio/adverts?slot=nowhere', 'commercial');
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(unknown.body).code).toBe('advertSlotNotFound');
    const admin = studioAdvertsResponseSchema.parse((await call('GET', '/api/studio/adverts', 'admin')).body);
    expect(admin.slot).toBe(admin.slots[0]?.slotID);
  });

  it('should edit a seeded advert in its slots at once (kept through a reseed), refuse a stale version 409, and switch it off the site', async () => {
    expect((await shownIn('footerSlot1'))?.advertTitle).toBe('Tidewater Mortgage Week'); // read once, so the read cache holds it
    const seeded = studioAdvertSchema.parse((await call('GET', '/api/studio/adverts/1', 'commercial')).body);
    const edited = await call('PUT', '/api/studio/adverts/1', 'commercial', { ...seeded, advertName: 'Tidewater: fixed rates for fans', url: 'https://tidewaterbs.example/fans', version: seeded.version });
    expect(edited.status, edited.text).toBe(200);
    expect(studioAdvertSchema.parse(edited.body)).toMatchObject({ origin: 'studio', version: seeded.version + 1, updatedByEmail: 'commercial@example.com' });
    expect(await shownIn('footerSlot1')).toMatchObject({ advertTitle: 'Tidewater: fixed rates for fans', advertData: { url: 'https://tidewaterbs.example/fans' } });

    const stale = await call('PUT', '/api/studio/adverts/1', 'admin', { ...seeded, version: seeded.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'versionConflict', updatedBy: 'commercial@example.com', updatedByName: 'Casey Commercial' });
    expect(stale.body.message).toMatch(/^Someone else saved this advert since you opened it/);

    await reseed(1);
    const kept = studioAdvertSchema.parse((await call('GET', '/api/studio/adverts/1', 'commercial')).body);
    expect(kept).toMatchObject({ advertName: 'Tidewater: fixed rates for fans', slots: seeded.slots });

    const off = await call('PUT', '/api/studio/adverts/1', 'commercial', { ...kept, enabled: false, version: kept.version });
    expect(studioAdvertSchema.parse(off.body).status).toBe('disabled');
    expect((await shownIn('footerSlot1'))?.advertTitle).toBe('Saltmarsh Gin Gift Sets');

    const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=advert&entityId=1', 'admin')).body);
    expect(audit.items.map((entry) => entry.action)).toEqual(['advert.disable', 'advert.update']);
    expect(audit.items[0]?.before).toMatchObject({ enabled: 1 });
    expect(audit.items[0]?.after).toMatchObject({ enabled: 0 });
  });

  it('should make an advert last in its slot, shown by the site while it runs, and keep it through a reseed', async () => {
    const created = await call('POST', '/api/studio/adverts', 'commercial', newAdvert());
    expect(created.status, created.text).toBe(201);
    const advert = studioAdvertSchema.parse(created.body);
    expect(advert).toMatchObject({ id: 1001, slots: ['footerSlot2'], origin: 'studio', version: 1, status: 'running', desktopImageKey: 'adverts/away-kit-desktop.png' });
    const slot = studioAdvertsResponseSchema.parse((await call('GET', '/api/studio/adverts?slot=footerSlot2', 'commercial')).body);
    expect(slot.items.at(-1)?.id).toBe(1001);
    const all = (await t.read('/api/advertising/slots/footerSlot2?includeAllAdverts=true')).body as { data: { attributes: { adverts: { id: number }[] } } };
    expect(all.data.attributes.adverts.at(-1)?.id).toBe(1001);

    await reseed(2);
    const after = studioAdvertsResponseSchema.parse((await call('GET', '/api/studio/adverts?slot=footerSlot2', 'commercial')).body);
    expect(after.items.map((item) => item.id)).toEqual(slot.items.map((item) => item.id));
    const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=advert&entityId=1001', 'admin')).body);
    expect(audit.items.map((entry) => entry.action)).toEqual(['advert.create']);
  });

  it('should refuse bad input in words, with nothing written', async () => {
    const backwards = await call('POST', '/api/studio/adverts', 'commercial', { ...newAdvert(), endUTC: newAdvert().startUTC });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(apiErrorSchema.parse(backwards.body).details)).toMatch(/The end must come after the start/);
    expect((await call('POST', '/api/studio/adverts', 'commercial', { ...newAdvert(), url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await call('POST', '/api/studio/adverts', 'commercial', { ...newAdvert(), mobileImageKey: '' })).status).toBe(400);
    expect((await call('POST', '/api/studio/adverts', 'commercial', { ...newAdvert(), advertName: ' ' })).status).toBe(400);
    const noSlot = await call('POST', '/api/studio/adverts', 'commercial', { ...newAdvert(), slotID: 'nowhere' });
    expect(noSlot.status).toBe(400);
    expect(apiErrorSchema.parse(noSlot.body).message).toBe('There is no advert slot with that name. Choose one from the list.');
    expect(studioAdvertsResponseSchema.parse((await call('GET', '/api/studio/adverts?slot=footerSlot2', 'commercial')).body).total).toBe(4);
  });

  it('should answer 404 for an unknown advert and refuse a write from another site', async () => {
    expect((await call('GET', '/api/studio/adverts/999', 'commercial')).status).toBe(404);
    const crossSite = await api(t.base, 'POST', '/api/studio/adverts', { cookie: t.cookies.commercial, body: newAdvert(), headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });

  describe('adverts in their slots', () => {
    /** Every advert of a slot in the order the sites pick from, as the public slot service answers. */
    const publicOrder = async (slotId: string) =>
      ((await t.read(`/api/advertising/slots/${slotId}?includeAllAdverts=true`)).body as { data: { attributes: { adverts: { id: number }[] } } }).data.attributes.adverts.map(
        (advert) => advert.id,
      );
    const slotOf = async (slotId: string) => studioAdvertsResponseSchema.parse((await call('GET', `/api/studio/adverts?slot=${slotId}`, 'commercial')).body);
    const change = (slotId: string, who: Who | undefined, body: unknown) => call('POST', `/api/studio/advert-slots/${slotId}`, who, body);

    it('should reorder a slot, the sites following at once and the order kept through a reseed; 409 for a stale page', async () => {
      const before = await slotOf('match_centre');
      expect(before.items.map((advert) => advert.id)).toEqual([3, 11]);
      expect(before.slots.find((slot) => slot.slotID === 'match_centre')?.version).toBe(0);
      expect(await publicOrder('match_centre')).toEqual([3, 11]); // read once, so the read cache holds it

      expect((await change('match_centre', 'editor', { action: 'moveUp', advertID: 11, version: 0 })).status).toBe(403);
      expect((await change('match_centre', 'fan', { action: 'moveUp', advertID: 11, version: 0 })).status).toBe(403);
      expect((await change('match_centre', undefined, { action: 'moveUp', advertID: 11, version: 0 })).status).toBe(401);

      const moved = await change('match_centre', 'commercial', { action: 'moveUp', advertID: 11, version: 0 });
      expect(moved.status, moved.text).toBe(200);
      expect(studioAdvertSlotOrderSchema.parse(moved.body)).toEqual({ slotID: 'match_centre', name: expect.any(String), version: 1, advertIDs: [11, 3] });
      expect(await publicOrder('match_centre')).toEqual([11, 3]);

      const stale = await change('match_centre', 'admin', { action: 'moveDown', advertID: 11, version: 0 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'versionConflict', updatedBy: 'commercial@example.com' });
      expect(stale.body.message).toMatch(/^Someone else saved this advert slot since you opened it \(Casey Commercial at/);
      const first = await change('match_centre', 'commercial', { action: 'moveUp', advertID: 11, version: 1 });
      expect(first.status).toBe(409);
      expect(apiErrorSchema.parse(first.body)).toMatchObject({ code: 'advertAlreadyFirst', message: 'That advert is already first in the slot.' });

      // A second slot for a demo advert: last there, and still in its own slots.
      const placed = await change('match_centre', 'commercial', { action: 'place', advertID: 12, version: 1 });
      expect(studioAdvertSlotOrderSchema.parse(placed.body)).toMatchObject({ version: 2, advertIDs: [11, 3, 12] });
      expect(studioAdvertSchema.parse((await call('GET', '/api/studio/adverts/12', 'commercial')).body).slots).toEqual(['footerSlot1', 'footer_slot', 'match_centre', 'players_page']);
      const twice = await change('match_centre', 'commercial', { action: 'place', advertID: 12, version: 2 });
      expect(twice.status).toBe(409);
      expect(apiErrorSchema.parse(twice.body).message).toBe('That advert is already in this slot.');

      // The demo world laid out again: the slot staff changed keeps their order, the others the world's.
      await reseed(4);
      expect((await slotOf('match_centre')).items.map((advert) => advert.id)).toEqual([11, 3, 12]);
      expect(await publicOrder('match_centre')).toEqual([11, 3, 12]);
      expect((await slotOf('footerSlot1')).items.map((advert) => advert.id)).toEqual([1, 4, 6, 12]);

      const out = await change('match_centre', 'commercial', { action: 'takeOut', advertID: 12, version: 2 });
      expect(studioAdvertSlotOrderSchema.parse(out.body)).toMatchObject({ version: 3, advertIDs: [11, 3] });
      expect(await publicOrder('match_centre')).toEqual([11, 3]);
      const notThere = await change('match_centre', 'commercial', { action: 'moveDown', advertID: 12, version: 3 });
      expect(apiErrorSchema.parse(notThere.body).code).toBe('advertNotInSlot');
      // The advert made in footerSlot2 alone cannot leave its only slot.
      const footer2 = await slotOf('footerSlot2');
      const only = await change('footerSlot2', 'commercial', { action: 'takeOut', advertID: 1001, version: footer2.slots.find((slot) => slot.slotID === 'footerSlot2')!.version });
      expect(only.status).toBe(409);
      expect(apiErrorSchema.parse(only.body).message).toBe('An advert stays in one slot at least: to take it off the sites, switch it off or delete it.');
      expect((await change('nowhere', 'commercial', { action: 'place', advertID: 3, version: 0 })).status).toBe(404);
      expect((await change('match_centre', 'commercial', { action: 'place', advertID: 999, version: 3 })).status).toBe(404);
      expect((await change('match_centre', 'commercial', { action: 'swap', advertID: 3, version: 3 })).status).toBe(400);

      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=advert_slot&entityId=match_centre', 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['advert_slot.take_out', 'advert_slot.place', 'advert_slot.move_up']);
      expect(audit.items[2]).toMatchObject({ before: { advertIDs: [3, 11] }, after: { advertID: 11, advertIDs: [11, 3] }, actorEmail: 'commercial@example.com' });
    });

    it('should delete an advert from every slot and site, never laid back by a reseed; 409 for a stale page, 403 for others', async () => {
      expect(await publicOrder('footer_slot')).toContain(9);
      const seeded = studioAdvertSchema.parse((await call('GET', '/api/studio/adverts/9', 'commercial')).body);
      expect((await call('POST', '/api/studio/adverts/9/delete', 'editor', { version: seeded.version })).status).toBe(403);
      expect((await call('POST', '/api/studio/adverts/9/delete', 'fan', { version: seeded.version })).status).toBe(403);
      const stale = await call('POST', '/api/studio/adverts/9/delete', 'commercial', { version: seeded.version + 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Someone else saved this advert since you opened it/);

      const deleted = await call('POST', '/api/studio/adverts/9/delete', 'commercial', { version: seeded.version });
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body).toEqual({ deleted: true });
      expect((await call('GET', '/api/studio/adverts/9', 'commercial')).status).toBe(404);
      expect(await publicOrder('footer_slot')).not.toContain(9);
      expect((await call('POST', '/api/studio/adverts/9/delete', 'commercial', { version: seeded.version })).status).toBe(404);

      await reseed(5);
      expect((await call('GET', '/api/studio/adverts/9', 'commercial')).status).toBe(404);
      expect(await publicOrder('footer_slot')).not.toContain(9);
      expect(await publicOrder('footer_slot')).toContain(10);

      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=advert&entityId=9', 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['advert.delete']);
      expect(audit.items[0]).toMatchObject({ before: { advert_name: 'Ferryman Will Writing Month', slots: seeded.slots }, after: null });

      // A studio advert deleted: its id is never given to another.
      const made = studioAdvertSchema.parse((await call('POST', '/api/studio/adverts', 'commercial', newAdvert())).body);
      expect((await call('POST', `/api/studio/adverts/${made.id}/delete`, 'commercial', { version: 1 })).status).toBe(200);
      expect(studioAdvertSchema.parse((await call('POST', '/api/studio/adverts', 'commercial', newAdvert())).body).id).toBe(made.id + 1);
    });
  });

  describe('sponsors', () => {
    const newSponsor = () => ({
      title: 'Aardvark Ales',
      imageKey: 'sponsors/aardvark-ales.png',
      url: 'https://aardvarkales.example',
      rowID: 2,
      forcedOrder: null,
      published: true,
      isChildFriendly: true,
    });

    it('should refuse a fan and an editor', async () => {
      expect((await call('GET', '/api/studio/sponsors', undefined)).status).toBe(401);
      expect((await call('GET', '/api/studio/sponsors', 'fan')).status).toBe(403);
      expect((await call('POST', '/api/studio/sponsors', 'editor', newSponsor())).status).toBe(403);
      expect((await call('PUT', '/api/studio/sponsors/101', 'editor', { ...newSponsor(), version: 1 })).status).toBe(403);
    });

    it('should list the rows, and one row\'s sponsors in the order the footer shows them', async () => {
      const list = studioSponsorsResponseSchema.parse((await call('GET', '/api/studio/sponsors', 'commercial')).body);
      expect(list.rows.map((row) => [row.title, row.forcedOrder])).toEqual([
        ['Principal Partners', true],
        ['Official Partners', false],
      ]);
      expect(list.row).toBe(1);
      const footer = await footerRows();
      expect(list.items.map((sponsor) => sponsor.title)).toEqual(footer[0]?.[1]);
      const official = studioSponsorsResponseSchema.parse((await call('GET', '/api/studio/sponsors?row=2', 'commercial')).body);
      expect(official.total).toBe(official.rows[1]?.count);
      expect(official.items.some((sponsor) => !sponsor.published)).toBe(true);
      expect((await call('GET', '/api/studio/sponsors?row=99', 'commercial')).status).toBe(404);
    });

    it('should edit a sponsor on the footer at once, move it to another row and place it, kept through a reseed; 409 for a stale save', async () => {
      const before = await footerRows(); // read once, so the read cache holds it
      const principal = studioSponsorsResponseSchema.parse((await call('GET', '/api/studio/sponsors?row=1', 'commercial')).body);
      const first = principal.items[0]!;
      const renamed = await call('PUT', `/api/studio/sponsors/${first.sponsorID}`, 'commercial', { ...first, title: 'Tidewater BS', url: 'https://tidewaterbs.example/fans', version: first.version });
      expect(renamed.status, renamed.text).toBe(200);
      expect(studioSponsorSchema.parse(renamed.body)).toMatchObject({ origin: 'studio', version: first.version + 1, rowID: 1 });
      expect((await footerRows())[0]?.[1][0]).toBe('Tidewater BS');

      const stale = await call('PUT', `/api/studio/sponsors/${first.sponsorID}`, 'admin', { ...first, version: first.version });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Someone else saved this sponsor since you opened it \(Casey Commercial at/);

      // An official partner moves up to the principal row, fourth (after the three there).
      const official = studioSponsorsResponseSchema.parse((await call('GET', '/api/studio/sponsors?row=2', 'commercial')).body);
      const mover = official.items.find((sponsor) => sponsor.published)!;
      const moved = await call('PUT', `/api/studio/sponsors/${mover.sponsorID}`, 'commercial', { ...mover, rowID: 1, forcedOrder: 4, version: mover.version });
      expect(moved.status, moved.text).toBe(200);
      const footer = await footerRows();
      expect(footer[0]?.[1]).toEqual([...(before[0]?.[1] ?? []).map((title, index) => (index === 0 ? 'Tidewater BS' : title)), mover.title]);
      expect(footer[1]?.[1]).not.toContain(mover.title);
      expect(footer[1]?.[1].length).toBe((before[1]?.[1].length ?? 0) - 1);

      await reseed(3);
      expect((await footerRows())[0]?.[1]).toEqual(footer[0]?.[1]);

      const kept = studioSponsorSchema.parse((await call('GET', `/api/studio/sponsors/${mover.sponsorID}`, 'commercial')).body);
      const hidden = await call('PUT', `/api/studio/sponsors/${mover.sponsorID}`, 'commercial', { ...kept, published: false, version: kept.version });
      expect(studioSponsorSchema.parse(hidden.body).published).toBe(false);
      expect((await footerRows())[0]?.[1]).not.toContain(mover.title);
      const audit = studioAuditResponseSchema.parse((await call('GET', `/api/studio/audit?entity=sponsor&entityId=${mover.sponsorID}`, 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['sponsor.unpublish', 'sponsor.update']);
      expect(audit.items[1]?.before).toMatchObject({ row_id: 2 });
      expect(audit.items[1]?.after).toMatchObject({ row_id: 1, forced_order: 4 });
    });

    it('should make a sponsor in a row, shown on the footer by name order, and refuse bad input in words', async () => {
      const created = await call('POST', '/api/studio/sponsors', 'commercial', newSponsor());
      expect(created.status, created.text).toBe(201);
      expect(studioSponsorSchema.parse(created.body)).toMatchObject({ sponsorID: 1001, rowID: 2, origin: 'studio', version: 1 });
      expect((await footerRows())[1]?.[1][0]).toBe('Aardvark Ales');
      const badUrl = await call('POST', '/api/studio/sponsors', 'commercial', { ...newSponsor(), url: 'javascript:alert(1)' });
      expect(badUrl.status).toBe(400);
      expect(JSON.stringify(apiErrorSchema.parse(badUrl.body).details)).toMatch(/starting https:/);
      expect((await call('POST', '/api/studio/sponsors', 'commercial', { ...newSponsor(), imageKey: 'adverts/x.png' })).status).toBe(400);
      const noRow = await call('POST', '/api/studio/sponsors', 'commercial', { ...newSponsor(), rowID: 99 });
      expect(noRow.status).toBe(400);
      expect(apiErrorSchema.parse(noRow.body).message).toBe('There is no sponsor row with that id. Choose one from the list.');
      expect((await call('GET', '/api/studio/sponsors/999', 'commercial')).status).toBe(404);
    });

    it('should delete a footer sponsor, never laid back by a reseed, and refuse one in the header or a section in words', async () => {
      const header = await call('POST', '/api/studio/sponsors/101/delete', 'commercial', { version: studioSponsorSchema.parse((await call('GET', '/api/studio/sponsors/101', 'commercial')).body).version });
      expect(header.status).toBe(409);
      expect(apiErrorSchema.parse(header.body)).toMatchObject({ code: 'sponsorInUse' });
      expect(apiErrorSchema.parse(header.body).message).toMatch(/cannot be deleted: it is still in the site header and in the section slot “App home sponsor”\./);
      const section = await call('POST', '/api/studio/sponsors/210/delete', 'commercial', { version: 1 });
      expect(apiErrorSchema.parse(section.body).message).toBe(
        "Puffin Pies cannot be deleted: it is still in the section slot “Junior Blues sponsor”. The header's and the sections' sponsors stay as the demo world has them.",
      );

      expect((await footerRows())[1]?.[1]).toContain('Marram Dental Care');
      expect((await call('POST', '/api/studio/sponsors/208/delete', 'editor', { version: 1 })).status).toBe(403);
      const stale = await call('POST', '/api/studio/sponsors/208/delete', 'commercial', { version: 2 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'versionConflict' });
      const deleted = await call('POST', '/api/studio/sponsors/208/delete', 'commercial', { version: 1 });
      expect(deleted.status, deleted.text).toBe(200);
      expect((await footerRows())[1]?.[1]).not.toContain('Marram Dental Care');
      expect((await call('GET', '/api/studio/sponsors/208', 'commercial')).status).toBe(404);

      await reseed(6);
      expect((await footerRows())[1]?.[1]).not.toContain('Marram Dental Care');
      expect((await call('GET', '/api/studio/sponsors/208', 'commercial')).status).toBe(404);
      const audit = studioAuditResponseSchema.parse((await call('GET', '/api/studio/audit?entity=sponsor&entityId=208', 'admin')).body);
      expect(audit.items.map((entry) => entry.action)).toEqual(['sponsor.delete']);
      expect(audit.items[0]).toMatchObject({ before: { title: 'Marram Dental Care', row_id: 2 }, after: null });
    });
  });
});
