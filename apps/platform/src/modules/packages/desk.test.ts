import type { Package } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../prepare-database';
import { TEST_NOW } from '../../testing/clock';
import { testDialects } from '../../testing/databases';
import { suiteSeededDatabase } from '../../testing/app';
import type { StaffMember } from '../studio/staff';
import { createStudioPackages } from './desk';
import { createPackagesRepo } from './repo';
import { createPackagesSeed } from './seed';

const commercial: StaffMember = { sub: 'staff-commercial', email: 'commercial@example.com', name: 'Casey Commercial', roles: ['commercial'] };

/** The world's packages of a later day, with `change` made to one of them (what a new day or new content brings). */
function laterWorld(id: string, change: (attributes: Package['attributes']) => Package['attributes']): Package[] {
  return demoWorldData().packages.map((pkg) => (pkg.id === id ? { ...pkg, attributes: change(structuredClone(pkg.attributes)) } : pkg));
}

describe.each(testDialects)('the packages desk beside the seed on $dialect', ({ dialect }) => {
  const testDatabase = suiteSeededDatabase(dialect);
  let reseeds = 0;

  const reseed = (packages: readonly Package[]) =>
    testDatabase.database.db
      .transaction()
      .execute((trx) => createPackagesSeed(demoWorldData().world, packages, `later-${++reseeds}`).apply(trx, TEST_NOW));

  it('should keep a staff edit of a seeded package through a reseed, laid on the world of that day', async () => {
    const { db } = testDatabase.database;
    const desk = createStudioPackages(db, () => new Date(TEST_NOW));
    const seeded = await desk.get('video-subscription');
    expect(seeded).toMatchObject({ version: 0, updatedByEmail: null });
    await desk.update(
      'video-subscription',
      {
        title: 'Blues TV Pass',
        description: 'Every game, live and on demand.',
        onSale: true,
        prices: seeded.prices.map((price) => ({ key: price.key, amount: price.key === 'price_video_monthly' ? 1299 : price.amount, strikethroughAmount: price.strikethroughAmount })),
        version: 0,
      },
      commercial,
    );

    // A later day's world changes what staff did not touch: the annual amount and the monthly option's offer.
    await reseed(
      laterWorld('video-subscription', (attributes) => {
        const [monthly, annual] = attributes.priceData;
        monthly!.offer = 'First month free';
        annual!.priceDisplay.amount = 7999;
        annual!.priceDisplay.amountFormatted = '£79.99';
        return attributes;
      }),
    );

    const sold = await createPackagesRepo(db).find('video-subscription');
    expect(sold?.attributes).toMatchObject({ title: 'Blues TV Pass', description: 'Every game, live and on demand.' });
    expect(sold?.attributes.priceData.map((price) => [price.id, price.priceDisplay.amountFormatted, price.offer])).toEqual([
      ['price_video_monthly_v1', '£12.99', 'First month free'],
      ['price_video_annual', '£79.99', expect.anything()],
    ]);
    const kept = await desk.get('video-subscription');
    expect(kept).toMatchObject({ title: 'Blues TV Pass', version: 1, updatedByEmail: 'commercial@example.com', updatedAt: new Date(TEST_NOW).toISOString() });
    expect(kept.prices.map((price) => [price.key, price.id, price.amount])).toEqual([
      ['price_video_monthly', 'price_video_monthly_v1', 1299],
      ['price_video_annual', 'price_video_annual', 7999],
    ]);
    // The page drawn before the change still cannot buy at the old monthly price; a voucher for it follows the option.
    expect(await createPackagesRepo(db).isFormerPrice('video-subscription', 'price_video_monthly')).toBe(true);
    expect((await createPackagesRepo(db).findGranted('video-subscription', 'price_video_monthly'))?.price.id).toBe('price_video_monthly_v1');
  });

  it('should keep a seeded package staff took off sale off sale through a reseed, saved against its version', async () => {
    const { db } = testDatabase.database;
    const desk = createStudioPackages(db, () => new Date(TEST_NOW));
    const seeded = await desk.get('audio-monthly');
    const prices = seeded.prices.map(({ key, amount, strikethroughAmount }) => ({ key, amount, strikethroughAmount }));
    await desk.update('audio-monthly', { title: seeded.title, description: seeded.description, onSale: false, prices, version: 0 }, commercial);

    await reseed(demoWorldData().packages);

    expect(await createPackagesRepo(db).find('audio-monthly')).toBeUndefined();
    expect((await createPackagesRepo(db).list('membership')).map((pkg) => pkg.id)).toEqual(['video-subscription', 'audio-yearly']);
    const kept = await desk.get('audio-monthly');
    expect(kept).toMatchObject({ onSale: false, version: 1 });
    await expect(desk.update('audio-monthly', { title: seeded.title, description: seeded.description, onSale: true, prices, version: 0 }, commercial)).rejects.toMatchObject({ name: 'VersionConflict', version: 1 });
    expect(await desk.update('audio-monthly', { title: seeded.title, description: seeded.description, onSale: true, prices, version: 1 }, commercial)).toMatchObject({ onSale: true, version: 2 });
  });

  it('should let the world take away a pass staff edited once its match is over', async () => {
    const { db } = testDatabase.database;
    const desk = createStudioPackages(db, () => new Date(TEST_NOW));
    const pass = demoWorldData().packages.find((pkg) => pkg.attributes.packageType === 'match-pass')!;
    const seeded = await desk.get(pass.id);
    const prices = seeded.prices.map(({ key, amount, strikethroughAmount }) => ({ key, amount, strikethroughAmount }));
    await desk.update(pass.id, { title: 'Derby day pass', description: seeded.description, onSale: true, prices, version: 0 }, commercial);

    await reseed(demoWorldData().packages.filter((pkg) => pkg.id !== pass.id));

    expect(await createPackagesRepo(db).find(pass.id)).toBeUndefined();
    expect((await desk.list({ page: 1 })).items.map((item) => item.id)).not.toContain(pass.id);
  });
});
