import { describe, expect, it } from 'vitest';
import { packageFormOf, penceOf, validatePackageForm } from './packageFormState';

const pkg = {
  id: 'video-subscription',
  packageType: 'membership' as const,
  title: 'Blues TV Pass',
  description: 'Every game live',
  onSale: true,
  prices: [{ key: 'price_video_monthly', id: 'price_video_monthly', type: 'recurring' as const, interval: 'month', amount: 999, strikethroughAmount: null, entitlements: ['video-subscription'] }],
  updatedAt: null,
  updatedByEmail: null,
  version: 0,
};

describe('packageFormState', () => {
  it('should read pounds as pence', () => {
    expect(penceOf('12.99')).toBe(1299);
    expect(penceOf('£12.5')).toBe(1250);
    expect(penceOf('12')).toBe(1200);
    expect(penceOf('12.999')).toBeNaN();
    expect(penceOf('twelve')).toBeNaN();
  });

  it('should send the package as it was opened, with its version', () => {
    expect(validatePackageForm(packageFormOf(pkg), 0).body).toEqual({
      title: 'Blues TV Pass',
      description: 'Every game live',
      onSale: true,
      prices: [{ key: 'price_video_monthly', amount: 999, strikethroughAmount: null }],
      version: 0,
    });
  });

  it("should say what is wrong with each price in the platform's words", () => {
    const form = packageFormOf(pkg);
    const { errors } = validatePackageForm({ ...form, title: ' ', prices: [{ key: 'price_video_monthly', amount: '12.99', was: '9.99' }] }, 0);
    expect(errors).toMatchObject({ title: 'Give the package a name.', 'prices.0.strikethroughAmount': 'The "was" price must be more than the price.' });
    expect(validatePackageForm({ ...form, prices: [{ key: 'price_video_monthly', amount: 'free', was: '' }] }, 0).errors).toMatchObject({
      'prices.0.amount': 'Give the price in pounds and pence, e.g. 9.99.',
    });
  });
});
