import {
  type StudioGrantOptions,
  type StudioVoucher,
  type StudioVoucherDetail,
  type StudioVoucherInput,
  type StudioVoucherUpdate,
  studioVoucherInputSchema,
  studioVoucherUpdateSchema,
} from '@club/api-client';
import { type FormContext, defineCollection, instantToLondonInput, londonInputToInstant } from '../../../../studio/kit/collection';
import { studioKeys } from '../../../../studio/queryKeys';
import { grantText, voucherStatusLabels } from './voucherText';

/** What the voucher form holds, as typed; the expiry in London wall-clock time ('yyyy-MM-ddTHH:mm'). */
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
  disabled: boolean;
};

/** What the form knows besides what is typed: the packages a new voucher can grant, how many fans redeemed an opened one. */
export type VoucherExtra = { options: StudioGrantOptions | null; redeemed: number };

/** A new voucher's body, or an edit's (what it grants stays: a different package is a different voucher). */
type VoucherBody = StudioVoucherInput | Omit<StudioVoucherUpdate, 'version'>;
type Context = FormContext<VoucherFormState, VoucherExtra>;

const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const isNew = (context: Context): boolean => context.isNew;
const packageOf = ({ form, extra }: Context) => extra.options?.packages.find((candidate) => candidate.id === form.packageId);
const days = (form: VoucherFormState): number | null => (form.access === 'forever' ? null : whole(form.days));
const expiry = (form: VoucherFormState): string | null => (form.expiry === '' ? null : londonInputToInstant(form.expiry));

/**
 * The vouchers (issue 16): a fan types the code on the club site or the streaming site and gets the package
 * at once. Made with what it grants, its uses, how long access lasts and its expiry; after that its terms
 * change (what it grants stays). Its messages are `studioVoucherInputSchema`'s and `studioVoucherUpdateSchema`'s.
 */
export const voucherCollection = defineCollection<StudioVoucher, VoucherFormState, VoucherBody, VoucherExtra, string>({
  desk: 'commercial',
  subject: 'voucher',
  plural: 'vouchers',
  listHref: () => '/commercial/vouchers',
  idOf: (voucher) => voucher.code,
  schema: (context) => (context.isNew ? studioVoucherInputSchema : studioVoucherUpdateSchema.omit({ version: true })),
  fields: [
    {
      key: 'codeMode',
      wire: 'code',
      kind: 'choice',
      label: 'Code',
      when: isNew,
      choices: [
        { value: 'generate', label: 'Make one up for me' },
        { value: 'type', label: 'Type my own' },
      ],
      hint: ({ form }) => (form.codeMode === 'generate' ? 'The code is made when you create the voucher, like BLUES-7KQ2-M9XP.' : undefined),
    },
    {
      key: 'code',
      kind: 'text',
      label: 'Voucher code',
      hint: 'Capital letters, digits and hyphens, e.g. SPRING-PASS',
      when: ({ isNew: making, form }) => making && form.codeMode === 'type',
    },
    {
      key: 'packageId',
      kind: 'select',
      label: 'Package',
      when: isNew,
      clears: ['priceId'],
      placeholder: () => 'Choose a package',
      choices: ({ extra }) => (extra.options?.packages ?? []).map((candidate) => ({ value: candidate.id, label: candidate.title })),
    },
    {
      key: 'priceId',
      kind: 'select',
      label: 'Price it stands for',
      when: isNew,
      placeholder: (context) => (packageOf(context) ? 'Choose a price' : 'Choose a package first'),
      choices: (context) => (packageOf(context)?.prices ?? []).map((candidate) => ({ value: candidate.id, label: candidate.label })),
      hint: (context) => {
        const price = packageOf(context)?.prices.find((candidate) => candidate.id === context.form.priceId);
        return price ? `Grants ${price.entitlements.join(', ')}` : undefined;
      },
    },
    {
      key: 'uses',
      wire: 'maxRedemptions',
      kind: 'choice',
      label: 'Uses',
      when: isNew,
      choices: [
        { value: 'single', label: 'Single use' },
        { value: 'multi', label: 'Many fans' },
      ],
      hint: ({ form }) => (form.uses === 'single' ? 'One fan may redeem it, once.' : undefined),
    },
    {
      key: 'limit',
      wire: 'maxRedemptions',
      kind: 'text',
      label: 'Use limit',
      when: ({ isNew: making, form }) => !making || form.uses === 'multi',
      hint: ({ isNew: making, extra }) => (making ? 'How many fans may redeem it' : `How many fans may redeem it; ${extra.redeemed} already have`),
    },
    {
      key: 'access',
      wire: 'accessDays',
      kind: 'choice',
      label: 'Access lasts',
      choices: [
        { value: 'days', label: 'A number of days' },
        { value: 'forever', label: 'For good' },
      ],
      hint: ({ form }) => (form.access === 'forever' ? 'The fan keeps the package for good.' : undefined),
    },
    {
      key: 'days',
      wire: 'accessDays',
      kind: 'text',
      label: 'Days of access',
      hint: 'Counted from the moment the fan redeems it',
      when: ({ form }) => form.access === 'days',
    },
    { key: 'expiry', wire: 'redeemableUntil', kind: 'londonTime', label: 'Redeemable until (London time)', hint: 'Leave empty for a code that never expires.' },
    {
      key: 'description',
      kind: 'text',
      label: 'Note for staff',
      hint: ({ isNew: making }) => (making ? 'Where the code is used, e.g. Spring flyer (optional)' : undefined),
    },
    {
      key: 'disabled',
      kind: 'check',
      label: 'Disabled',
      hint: 'Fans who try a disabled code are told it is no longer valid.',
      when: ({ isNew: making }) => !making,
    },
  ],
  columns: {
    title: (voucher) => voucher.code,
    meta: (voucher) => [grantText(voucher), voucher.description || null],
    badge: (voucher) => ({ state: voucher.status, label: voucherStatusLabels[voucher.status] }),
  },
  // A new voucher: a code made up by the platform, single use, 31 days of access, no expiry.
  empty: () => ({
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
    disabled: false,
  }),
  formOf: (voucher) => ({
    codeMode: 'type',
    code: voucher.code,
    packageId: voucher.packageId,
    priceId: voucher.priceId,
    description: voucher.description,
    uses: voucher.maxRedemptions === 1 ? 'single' : 'multi',
    limit: String(voucher.maxRedemptions),
    expiry: voucher.redeemableUntil ? instantToLondonInput(voucher.redeemableUntil) : '',
    access: voucher.accessDays === null ? 'forever' : 'days',
    days: voucher.accessDays === null ? '31' : String(voucher.accessDays),
    disabled: voucher.disabledAt !== null,
  }),
  inputOf: (form, context) =>
    context.isNew
      ? {
          code: form.codeMode === 'generate' ? '' : form.code,
          packageId: form.packageId,
          priceId: form.priceId,
          description: form.description,
          maxRedemptions: form.uses === 'single' ? 1 : whole(form.limit),
          redeemableUntil: expiry(form),
          accessDays: days(form),
        }
      : { description: form.description, maxRedemptions: whole(form.limit), redeemableUntil: expiry(form), accessDays: days(form), disabled: form.disabled },
  shown: (voucher) => voucher.disabledAt === null,
  hiddenText: 'The voucher is disabled',
  savedText: () => 'Saved. Fans who redeem it from now on get the new terms.',
  unique: {
    key: 'code',
    wire: 'code',
    valueOf: (form) => (form.codeMode === 'type' ? form.code.trim().toUpperCase() : ''),
    exists: async (studio, code) => Boolean(await studio.commercial.voucher(code)),
    queryKey: studioKeys.voucherCode,
    taken: 'That code is already used by another voucher.',
    free: (code) => `${code} is free.`,
  },
  api: (studio) => ({
    create: (body) => studio.commercial.createVoucher(body as StudioVoucherInput),
    update: (voucher, body, version) => studio.commercial.updateVoucher(voucher.code, { ...(body as Omit<StudioVoucherUpdate, 'version'>), version }),
  }),
  keys: { list: studioKeys.vouchers, item: studioKeys.voucher },
  // The voucher's page holds its redemptions too: a save changes the voucher and keeps them.
  cached: (voucher, previous) => (previous ? { ...(previous as StudioVoucherDetail), voucher } : undefined),
  itemHref: (voucher) => `/commercial/vouchers/${voucher.code}`,
});

