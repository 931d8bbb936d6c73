import { apiErrorSchema, packagesResponseSchema } from '@club/api-client';
import { describe, expect, it } from 'vitest';
import { demoWorldData } from '../../prepare-database';
import { suiteTestApp } from '../../testing/app';
import { testDialects } from '../../testing/databases';

const videoItemRows = demoWorldData().videoItems;

describe.each(testDialects)('packages routes on $dialect', ({ dialect }) => {
  const platform = suiteTestApp(dialect);

  const list = async (packageType: string) => {
    const response = await platform.app.inject({ method: 'GET', url: `/api/packages/packages?filter.packageType=${packageType}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return packagesResponseSchema.parse(response.json()).data.data;
  };

  describe('GET /api/packages/packages?filter.packageType=membership', () => {
    it('should answer the subscriptions with recurring monthly and annual prices', async () => {
      const packages = await list('membership');
      expect(packages.map((entry) => entry.id)).toEqual(['video-subscription', 'audio-monthly', 'audio-yearly']);
      const prices = packages.flatMap((entry) => entry.attributes.priceData);
      expect(prices.every((price) => price.type === 'recurring')).toBe(true);
      expect(new Set(prices.map((price) => price.priceDisplay.interval))).toEqual(new Set(['month', 'year']));
      for (const entry of packages) {
        expect(entry.attributes.packageType).toBe('membership');
        expect(entry.attributes.successfulPaymentPage).toMatch(/^\//);
        expect(entry.attributes.cancelledPaymentPage).toMatch(/^\//);
        expect(entry.attributes.imageData.landscape.imageKey).toMatch(/^packages\/(video|monthly-audio|yearly-audio)\.jpg$/);
      }
    });

    it('should carry offers, struck-through prices, further information and entitlements', async () => {
      const packages = await list('membership');
      const annual = packages[0]?.attributes.priceData.find((price) => price.id === 'price_video_annual');
      expect(annual?.offer).toBe('Save 25%');
      expect(annual?.priceDisplay).toEqual({
        amount: 8999,
        currency: 'GBP',
        amountFormatted: '£89.99',
        interval: 'year',
        strikethroughAmountFormatted: '£119.88',
      });
      expect(annual?.furtherInformation).toMatch(/^<p>/);
      expect(annual?.accessData.entitlements).toEqual(['video-subscription', 'audio-pass']);
      const displayTypes = new Set(packages.map((entry) => entry.attributes.styleData.displayType));
      expect(displayTypes).toEqual(new Set(['background-image', 'icon-only']));
    });
  });

  describe('GET /api/packages/packages?filter.packageType=match-pass', () => {
    it('should answer a one-off pass for each upcoming first-team match, granting what its videos list', async () => {
      const passes = await list('match-pass');
      expect(passes.length).toBeGreaterThanOrEqual(1);
      for (const pass of passes) {
        expect(pass.attributes.packageType).toBe('match-pass');
        const [price] = pass.attributes.priceData;
        expect(price?.type).toBe('one_time');
        expect(price?.priceDisplay.interval).toBeNull();
        expect(price?.accessData.entitlements).toEqual([pass.id]);
        expect(pass.id).toMatch(/^match-pass-\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
      }
      const granted = new Set(passes.map((pass) => pass.id));
      const unlockedByPass = videoItemRows.filter((row) =>
        (JSON.parse(row.entitlements) as string[]).some((entitlement) => granted.has(entitlement)),
      );
      expect(unlockedByPass.length).toBeGreaterThan(0);
    });
  });

  it('should make every package entitlement that videos list purchasable', async () => {
    const granted = new Set(
      [...(await list('membership')), ...(await list('match-pass'))].flatMap((entry) =>
        entry.attributes.priceData.flatMap((price) => price.accessData.entitlements),
      ),
    );
    const listed = new Set(
      videoItemRows.flatMap((row) => (JSON.parse(row.entitlements) as string[]).filter((e) => e !== '?' && e !== '*')),
    );
    expect([...listed].filter((entitlement) => !granted.has(entitlement))).toEqual([]);
  });

  it('should answer 400 for a missing or unknown packageType', async () => {
    for (const url of [
      '/api/packages/packages',
      '/api/packages/packages?filter.packageType=voucher',
      '/api/packages/packages?filter.packageType=',
      '/api/packages/packages?filter[packageType]=membership',
    ]) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.details?.map((detail) => detail.message).join(' ')).toMatch(
        /filter.packageType must be one of membership, match-pass/,
      );
    }
  });
});
