import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../shared/demo-world';
import { TEST_NOW } from '../../testing/clock';
import { testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import { createArtworkLookups } from '../images/lookups';
import type { StaffMember } from '../studio/staff';
import { createStudioAdverts } from './adverts';
import { createCommercialRepo } from './repo';
import { createCommercialSeed } from './seed';
import { createCommercialService } from './service';
import { createStudioSponsorSlots } from './sponsor-slots';
import { createStudioSponsors } from './sponsors';

const day = 86_400_000;
const commercial: StaffMember = { sub: 'staff-commercial', email: 'commercial@example.com', name: 'Casey Commercial', roles: ['commercial'] };
const now = () => new Date(TEST_NOW);

/**
 * A deleted advert or sponsor keeps its row, marked deleted (issue 27, 0091_commercial_deleted_at): these
 * are the reads that must leave it out, on the sites and on the desk, before and after the world is laid
 * out again.
 */
describe.each(testDialects)('deleted adverts and sponsors on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);

  const reseed = (days: number) =>
    testDatabase.database.db.transaction().execute((trx) => createCommercialSeed(buildWorld(Date.parse(TEST_NOW) + days * day)).apply(trx, TEST_NOW));

  it('should keep a deleted seeded advert out of every slot, footer and desk answer through two reseeds', async () => {
    const { db } = testDatabase.database;
    const adverts = createStudioAdverts(db, now);
    const service = createCommercialService(createCommercialRepo(db), now);
    const seeded = await adverts.get(9);
    expect(seeded.slots).toContain('footer_slot');
    await adverts.remove(9, seeded.version, commercial);

    for (const days of [1, 2]) {
      await reseed(days);
      await expect(adverts.get(9)).rejects.toMatchObject({ statusCode: 404 });
      expect((await service.slotAdverts('footer_slot'))?.map((advert) => advert.id)).not.toContain(9);
      expect((await adverts.list({ page: 1, slot: 'footer_slot' })).items.map((advert) => advert.id)).not.toContain(9);
      await expect(adverts.changeSlot('footer_slot', { action: 'place', advertID: 9, version: 0 }, commercial)).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it('should keep a deleted seeded sponsor out of the footer and the desk choices through two reseeds', async () => {
    const { db } = testDatabase.database;
    const sponsors = createStudioSponsors(db, now);
    const slots = createStudioSponsorSlots(db, now);
    const service = createCommercialService(createCommercialRepo(db), now);
    const seeded = await sponsors.get(208);
    await sponsors.remove(208, seeded.version, commercial);

    for (const days of [1, 2]) {
      await reseed(days);
      await expect(sponsors.get(208)).rejects.toMatchObject({ statusCode: 404 });
      const footer = (await service.sponsorRows()).flatMap((row) => row.sponsors.map((sponsor) => sponsor.title));
      expect(footer).not.toContain(seeded.title);
      expect((await sponsors.list({ page: 1, row: 2 })).items.map((sponsor) => sponsor.sponsorID)).not.toContain(208);
      expect((await slots.headerSponsors()).sponsors.map((choice) => choice.sponsorID)).not.toContain(208);
      expect((await slots.sectionSlots()).sponsors.map((choice) => choice.sponsorID)).not.toContain(208);
    }
    const [slot] = (await slots.sectionSlots()).slots;
    await expect(
      slots.updateSectionSlot(slot!.sectionID, { name: slot!.name, type: slot!.type, active: slot!.active, sponsorIDs: [208], version: slot!.version }, commercial),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('should never give a deleted id to a new advert or sponsor, and forget the deleted ones\' images', async () => {
    const { db } = testDatabase.database;
    const adverts = createStudioAdverts(db, now);
    const sponsors = createStudioSponsors(db, now);
    const lookups = createArtworkLookups(db);
    const advert = await adverts.create(
      {
        slotID: 'footer_slot',
        advertName: 'Gone soon',
        url: '/shop',
        mobileImageKey: 'adverts/gone-soon-mobile.png',
        desktopImageKey: '',
        channel: 'web',
        startUTC: TEST_NOW,
        endUTC: new Date(Date.parse(TEST_NOW) + day).toISOString(),
        enabled: true,
        childFriendly: true,
      },
      commercial,
    );
    const sponsor = await sponsors.create({ title: 'Gone Soon Ltd', imageKey: 'sponsors/gone-soon.png', url: 'https://gone.example', rowID: 2, forcedOrder: null, published: true, isChildFriendly: true }, commercial);
    expect(await lookups.owns('adverts/gone-soon-mobile.png')).toBe(true);
    expect(await lookups.owns('sponsors/gone-soon.png')).toBe(true);

    await adverts.remove(advert.id, advert.version, commercial);
    await sponsors.remove(sponsor.sponsorID, sponsor.version, commercial);
    await reseed(3);

    expect(await lookups.owns('adverts/gone-soon-mobile.png')).toBe(false);
    expect(await lookups.owns('sponsors/gone-soon.png')).toBe(false);
    const next = { ...advert, slotID: 'footer_slot', desktopImageKey: '', mobileImageKey: 'adverts/next-mobile.png' };
    expect((await adverts.create(next, commercial)).id).toBe(advert.id + 1);
    expect((await sponsors.create({ title: 'Next Ltd', imageKey: 'sponsors/next.png', url: 'https://next.example', rowID: 2, forcedOrder: null, published: true, isChildFriendly: true }, commercial)).sponsorID).toBe(
      sponsor.sponsorID + 1,
    );
  });
});
