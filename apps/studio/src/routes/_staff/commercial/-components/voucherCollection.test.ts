import { describe, expect, it } from 'vitest';
import { checkForm, londonInputToInstant } from '../../../../studio/kit/collection';
import { type VoucherExtra, type VoucherFormState, voucherCollection } from './voucherCollection';

const extra: VoucherExtra = { options: null, redeemed: 0 };
const emptyVoucherForm = voucherCollection.empty(extra);
const validateNew = (form: VoucherFormState) => checkForm(voucherCollection, form, { isNew: true, extra });
const validateEdit = (form: VoucherFormState) => checkForm(voucherCollection, form, { isNew: false, extra });
const filled = { ...emptyVoucherForm, packageId: 'video-subscription', priceId: 'price_video_monthly' };

describe('the voucher collection', () => {
  it('should send an empty code for a generated one, single use and 31 days by default', () => {
    expect(validateNew(filled)).toEqual({
      errors: null,
      body: { code: '', packageId: 'video-subscription', priceId: 'price_video_monthly', description: '', maxRedemptions: 1, redeemableUntil: null, accessDays: 31 },
    });
  });

  it('should upper-case a typed code, and refuse one fans could not type', () => {
    expect((validateNew({ ...filled, codeMode: 'type', code: ' spring-pass ' }).body as { code: string } | null)?.code).toBe('SPRING-PASS');
    expect(validateNew({ ...filled, codeMode: 'type', code: 'no spaces' }).errors?.code).toMatch(/capital letters, digits and single hyphens/);
  });

  it('should say what is missing or wrong in the platform schema words', () => {
    const { errors } = validateNew({ ...emptyVoucherForm, uses: 'multi', limit: 'lots', days: '0' });
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
    expect((validateNew({ ...filled, expiry: '2026-07-01T18:00' }).body as { redeemableUntil: string | null } | null)?.redeemableUntil).toBe('2026-07-01T17:00:00.000Z');
  });

  it('should send only the terms of an opened voucher, its use limit as typed and its switch', () => {
    const opened = { ...filled, codeMode: 'type' as const, code: 'SPRING-PASS', uses: 'single' as const, limit: '50', access: 'forever' as const, disabled: true };
    expect(validateEdit(opened)).toEqual({ errors: null, body: { description: '', maxRedemptions: 50, redeemableUntil: null, accessDays: null, disabled: true } });
    expect(validateEdit({ ...opened, limit: '0' }).errors).toEqual({ maxRedemptions: 'A voucher must be usable at least once.' });
  });
});
