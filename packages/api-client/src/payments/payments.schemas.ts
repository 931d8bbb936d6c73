import { z } from 'zod';
import { checkoutModes } from './payments.constants';
import { safeTextSchema } from '../text.schemas';

/**
 * Entitlements (`/api/entitlements`), payments (`/api/payments`) and vouchers, SPEC 3 and 7. Every call
 * needs the session cookie; nothing here trusts a price, a mode or an entitlement sent by the browser.
 */

/** SPEC 7: applied only if userID matches the signed-in ssoID; 404 means no subscriptions. */
export const entitlementsSchema = z.object({
  userID: z.string(),
  entitlements: z.array(z.string()).describe('The entitlement ids the user holds now'),
  stripeCustomerID: z.string().nullable(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;
export const entitlementsResponseSchema = z.object({ data: z.object({ attributes: entitlementsSchema }) });
export type EntitlementsResponse = z.infer<typeof entitlementsResponseSchema>;
export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/**
 * SPEC 3 'Checkout request', as the sites send it. The server re-derives everything that matters: the
 * price must belong to `metadata.packageID`, the amount and mode come from the package, quantity is 1,
 * the user is the signed-in one, and the return URLs must be on one of the club's sites.
 */
export const checkoutRequestSchema = z.object({
  mode: z.enum(checkoutModes).optional().describe('Ignored: the price type decides'),
  success_url: z.string().min(1).max(2000),
  cancel_url: z.string().min(1).max(2000),
  metadata: z.object({
    userID: z.string().min(1),
    userEmail: z.string().min(1),
    packageDescription: z.string().max(2000).optional(),
    packageTitle: z.string().max(200).optional(),
    packageID: z.string().min(1),
  }),
  line_items: z
    .array(z.object({ price: z.string().min(1), quantity: z.number().int().optional() }))
    .length(1, 'A checkout has exactly one line item'),
  allowPromotionCodes: z.boolean().optional(),
  customerID: z.string().optional(),
  customerEmail: z.string().optional(),
  discounts: z.array(z.object({ coupon: z.string().min(1) })).max(1).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** SPEC 7 reads `id`; `url` is the hosted checkout page to send the browser to. */
export const checkoutResponseSchema = z.object({ id: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const portalRequestSchema = z.object({ customerID: z.string().min(1), returnURL: z.string().min(1).max(2000) });
export type PortalRequest = z.input<typeof portalRequestSchema>;
export const portalResponseSchema = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/** Redeeming a voucher code (POST /api/payments/vouchers/redeem). */
export const voucherRedeemRequestSchema = z.object({
  code: safeTextSchema({ message: 'Voucher codes cannot contain control or text-direction characters.' }).trim().min(1, 'Enter a voucher code').max(64),
});
export type VoucherRedeemRequest = z.input<typeof voucherRedeemRequestSchema>;
export const voucherRedeemResponseSchema = z.object({
  data: z.object({
    attributes: z.object({
      code: z.string(),
      packageID: z.string(),
      packageTitle: z.string(),
      entitlements: z.array(z.string()).describe('Every entitlement the user now holds'),
      expiresAt: z.string().nullable().describe('When the access granted by this voucher ends, if it does'),
    }),
  }),
});
export type VoucherRedeemResponse = z.infer<typeof voucherRedeemResponseSchema>;
