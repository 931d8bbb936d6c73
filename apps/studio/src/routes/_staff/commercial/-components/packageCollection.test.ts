import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../studio/kit/collection';
import { type PackageFormState, packageCollection, penceOf } from './packageCollection';

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
const validate = (form: PackageFormState) => checkForm(packageCollection, form, { isNew: false, extra: pkg });

describe('the package collection', () => {
  it('should read pounds as pence', () => {
    expect(penceOf('12.99')).toBe(1299);
    expect(penceOf('£12.5')).toBe(1250);
    expect(penceOf('12')).toBe(1200);
    expect(penceOf('12.999')).toBeNaN();
    expect(penceOf('twelve')).toBeNaN();
  });

  it('should send the package as it was opened', () => {
    expect(validate(packageCollection.formOf(pkg)).body).toEqual({
      title: 'Blues TV Pass',
      description: 'Every game live',
      onSale: true,
      prices: [{ key: 'price_video_monthly', amount: 999, strikethroughAmount: null }],
    });
  });

  it("should say what is wrong with each price in the platform's words, under the price's own field", () => {
    const form = packageCollection.formOf(pkg);
    expect(validate({ ...form, title: ' ', 'amount-0': '12.99', 'was-0': '9.99' }).errors).toMatchObject({
      title: 'Give the package a name.',
      'prices.0.strikethroughAmount': 'The "was" price must be more than the price.',
    });
    expect(validate({ ...form, 'amount-0': 'free' }).errors).toMatchObject({ 'prices.0.amount': 'Give the price in pounds and pence, e.g. 9.99.' });
  });

  it('should name each price by how often it is paid, no label inside another (a search by label finds one)', () => {
    const fields = typeof packageCollection.fields === 'function' ? packageCollection.fields({ isNew: false, form: packageCollection.formOf(pkg), extra: pkg }) : [];
    expect(fields.map((field) => field.label)).toEqual(['Name', 'Description', 'Price a month (£)', 'Struck-through "was" amount a month (£)', 'On sale']);
  });
});
