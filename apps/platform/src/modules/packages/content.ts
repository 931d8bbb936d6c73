import { packageDisplayTypes, packageModes } from '@club/api-client';
import { z } from 'zod';
import packagesFile from '../../../content/packages/packages.json' with { type: 'json' };

/** The editable packages of `apps/platform/content/packages/`, checked when the module loads. */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a slug');
const styleData = z.object({
  displayType: z.enum(packageDisplayTypes),
  icon: z.string().min(1).nullable(),
  backgroundImageKey: z.string().min(1).nullable(),
  customLabel: z.string().min(1).nullable(),
  styleMode: z.enum(packageModes),
});
const pence = z.number().int().nonnegative();

const priceSchema = z
  .object({
    id: z.string().regex(/^price_[a-z0-9_]+$/, "expected a price id like 'price_video_monthly'"),
    type: z.literal('recurring'),
    amount: pence,
    interval: z.enum(['month', 'year']),
    strikethroughAmount: pence.nullable(),
    offer: z.string().min(1).nullable(),
    furtherInformation: z.string().min(1),
    backsideText: z.string(),
    entitlements: z.array(slug).min(1),
  })
  .refine((price) => price.strikethroughAmount === null || price.strikethroughAmount > price.amount, {
    message: 'strikethroughAmount must be more than amount',
  });

const packagesSchema = z.object({
  memberships: z
    .array(
      z.object({
        id: slug,
        title: z.string().min(1),
        description: z.string(),
        mode: z.enum(packageModes),
        styleData,
        imageKey: z.string().min(1),
        priceData: z.array(priceSchema).min(1),
      }),
    )
    .min(1),
  matchPass: z.object({
    title: z.string().min(1),
    description: z.string(),
    mode: z.enum(packageModes),
    styleData,
    imageKey: z.string().min(1),
    amount: pence,
    strikethroughAmount: pence.nullable(),
    furtherInformation: z.string().min(1),
    backsideText: z.string(),
    /** Offer label of the earliest pass on sale only. */
    firstOffer: z.string().min(1).nullable(),
  }),
  successfulPaymentPage: z.string().startsWith('/'),
  cancelledPaymentPage: z.string().startsWith('/'),
});

const result = packagesSchema.safeParse(packagesFile);
if (!result.success) throw new Error(`content/packages/packages.json is not valid:\n${z.prettifyError(result.error)}`);
export const packagesContent = result.data;
