import { describe, expect, it } from 'vitest';
import { emptyVoucherForm, londonInputToInstant, validateVoucherForm } from './voucherFormState';

const filled = { ...emptyVoucherForm, packageId: 'video-subscription', priceId: 'price_video_monthly' };

describe('validateVoucherForm', () => {
  it('should send an empty code for a generated one, single use and 31 days by default', () => {
    expect(validateVoucherForm(filled)).toEqual({
      errors: null,
      body: { code: '', packageId: 'video-subscription', priceId: 'price_video_monthly', description: '', maxRedemptions: 1, redeemableUntil: null, accessDays: 31 },
    });
  });

  it('should upper-case a typed code, and refuse one fans could not type', () => {
    expect(validateVoucherForm({ ...filled, codeMode: 'type', code: ' spring-pass ' }).body?.code).toBe('SPRING-PASS');
    expect(validateVoucherForm({ ...filled, codeMode: 'type', code: 'no spaces' }).errors?.code).toMatch(/capital letters, digits and single hyphens/);
  });

  it('should say what is missing or wrong in the platform schema words', () => {
    const { errors } = validateVoucherForm({ ...emptyVoucherForm, uses: 'multi', limit: 'lots', days: '0' });
    expect(errors).toEqual({
      packageId: 'Choose the package the voucher grants.',
      priceId: 'Choose which of its prices the voucher stands for.',
      maxRedemptions: 'Give the number of fans who may use it, a whole number.',
      accessDays: 'Access lasts at least a day.',
    });
  });

  it('should read the expiry as London time, summer and winter', () => {
    expect(londonInputToInstant('2026-12-24T18:00')).toBe('2026-12-24T18:00:00.000Z');
    expect(londonInputToInstant('2026-07-01T18:00')).toBe('2026-07-01T17:00:00.000Z');
    expect(validateVoucherForm({ ...filled, expiry: '2026-07-01T18:00' }).body?.redeemableUntil).toBe('2026-07-01T17:00:00.000Z');
  });
});
