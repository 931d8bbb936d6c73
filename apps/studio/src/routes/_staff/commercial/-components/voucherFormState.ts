import { studioVoucherInputSchema, type StudioVoucherInput } from '@club/api-client';
import { londonInputToInstant } from '../../../../studio/kit/collection';

/** What the form holds, as typed. */
export type VoucherFormState = {
  codeMode: 'generate' | 'type';
  code: string;
  packageId: string;
  priceId: string;
  description: string;
  uses: 'single' | 'multi';
  limit: string;
  expiry: string;
  access: 'days' | 'forever';
  days: string;
};

export const emptyVoucherForm: VoucherFormState = {
  codeMode: 'generate',
  code: '',
  packageId: '',
  priceId: '',
  description: '',
  uses: 'single',
  limit: '100',
  expiry: '',
  access: 'days',
  days: '31',
};

export type VoucherField = keyof StudioVoucherInput;

export { londonInputToInstant };

const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body the form stands for, before validation (numbers that are not numbers stay NaN). */
export function voucherInputOf(form: VoucherFormState): Record<VoucherField, unknown> {
  return {
    code: form.codeMode === 'generate' ? '' : form.code,
    packageId: form.packageId,
    priceId: form.priceId,
    description: form.description,
    maxRedemptions: form.uses === 'single' ? 1 : whole(form.limit),
    redeemableUntil: form.expiry === '' ? null : londonInputToInstant(form.expiry),
    accessDays: form.access === 'forever' ? null : whole(form.days),
  };
}

/**
 * The platform's own schema over the form: the body to send, or the first message for each field, the
 * same words the platform would answer with.
 */
export function validateVoucherForm(form: VoucherFormState): { body: StudioVoucherInput; errors: null } | { body: null; errors: Partial<Record<VoucherField, string>> } {
  const parsed = studioVoucherInputSchema.safeParse(voucherInputOf(form));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Partial<Record<VoucherField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as VoucherField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}
