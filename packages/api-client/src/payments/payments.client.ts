import { getJson, sendJson, type Infer, type Http } from '../http';
import type {
  CheckoutRequest,
  PortalRequest,
  VoucherRedeemRequest,
  checkoutResponseSchema,
  entitlementsResponseSchema,
  portalResponseSchema,
  voucherRedeemResponseSchema,
} from './payments.schemas';

/** Entitlements of SPEC 7 (`/api/entitlements`). */
export function createEntitlementsClient(http: Http) {
  return {
    /** The signed-in user's own entitlements; ApiError 404 when they have none, 403 for another user's id. */
    forUser: (userId: string) =>
      getJson<Infer<typeof entitlementsResponseSchema>>(
        http,
        `api/entitlements/users/entitlements/${encodeURIComponent(userId)}`,
      ),
  };
}
export type EntitlementsClient = ReturnType<typeof createEntitlementsClient>;

/** Payments of SPEC 7 (`/api/payments`) and voucher redemption. */
export function createPaymentsClient(http: Http) {
  return {
    // A second hosted checkout or portal session is harmless (only the one the fan pays in grants), so
    // these are sent again when the platform instance that took them was lost.
    createCheckout: (body: CheckoutRequest) =>
      sendJson<Infer<typeof checkoutResponseSchema>>(http, 'post', 'api/payments/create-checkout', body, { repeatable: true }),
    createPortalRedirect: (body: PortalRequest) =>
      sendJson<Infer<typeof portalResponseSchema>>(http, 'post', 'api/payments/create-portal-redirect', body, { repeatable: true }),
    redeemVoucher: (body: VoucherRedeemRequest) =>
      sendJson<Infer<typeof voucherRedeemResponseSchema>>(http, 'post', 'api/payments/vouchers/redeem', body),
  };
}
export type PaymentsClient = ReturnType<typeof createPaymentsClient>;
