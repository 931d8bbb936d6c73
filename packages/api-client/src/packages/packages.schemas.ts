import { z } from 'zod';
import { packageTypes, priceTypes, packageDisplayTypes, packageModes } from './packages.constants';

/**
 * The packages service of SPEC 7 (`/api/packages`): subscriptions ('membership') and match passes
 * ('match-pass'), each with SPEC 3 'Package' and 'Price option' fields. A price option's
 * `accessData.entitlements` are the ids videos list in `SysEntryEntitlements`.
 */

export const priceOptionSchema = z.object({
  id: z.string().describe("The payment provider's price id, sent as line_items[].price at checkout"),
  type: z.enum(priceTypes).describe('recurring: subscription checkout mode; one_time: payment mode (SPEC 9)'),
  priceDisplay: z.object({
    amount: z.number().int().nonnegative().describe('Minor units (pence)'),
    currency: z.literal('GBP'),
    amountFormatted: z.string().describe("'£9.99'"),
    interval: z.enum(['month', 'year']).nullable().describe('null for one-off prices'),
    strikethroughAmountFormatted: z.string().nullable().describe('The former price, shown struck through'),
  }),
  offer: z.string().nullable().describe("An offer label, e.g. 'Save 25%'"),
  furtherInformation: z.string().describe('Rich text (HTML) on the back of the card'),
  backsideText: z.string(),
  accessData: z.object({ entitlements: z.array(z.string()).min(1) }),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;

export const packageSchema = z.object({
  id: z.string(),
  type: z.literal('package'),
  attributes: z.object({
    packageType: z.enum(packageTypes),
    title: z.string(),
    description: z.string(),
    successfulPaymentPage: z.string().describe('Relative path the checkout returns to on success'),
    cancelledPaymentPage: z.string(),
    mode: z.enum(packageModes).describe('Compared with the widget style'),
    styleData: z.object({
      displayType: z.enum(packageDisplayTypes),
      icon: z.string().nullable(),
      backgroundImageKey: z.string().nullable(),
      customLabel: z.string().nullable(),
      styleMode: z.enum(packageModes),
    }),
    imageData: z.object({ landscape: z.object({ imageKey: z.string() }) }),
    priceData: z.array(priceOptionSchema).min(1),
  }),
});
export type Package = z.infer<typeof packageSchema>;

export const packagesQuerySchema = z.object({
  'filter.packageType': z.enum(packageTypes, {
    error: `filter.packageType must be one of ${packageTypes.join(', ')}`,
  }),
});
export type PackagesQuery = z.input<typeof packagesQuerySchema>;

/** SPEC 7 reads `data.data`. */
export const packagesResponseSchema = z.object({ data: z.object({ data: z.array(packageSchema) }) });
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;
