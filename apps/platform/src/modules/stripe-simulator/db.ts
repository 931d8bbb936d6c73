/** A simulator object: the Stripe-shaped JSON in `data`, `created` in Unix seconds. */
interface SimObjectColumns {
  id: string;
  data: string;
  created: number;
}
export type SimCheckoutSessionTable = SimObjectColumns & { status: string };
export type SimCustomerTable = SimObjectColumns & { email: string | null };
export type SimPaymentMethodTable = SimObjectColumns & { customer_id: string | null };
export type SimSubscriptionTable = SimObjectColumns & { customer_id: string; status: string };
export type SimInvoiceTable = SimObjectColumns & { customer_id: string; subscription_id: string | null };
export type SimCouponTable = SimObjectColumns;
export type SimPromotionCodeTable = SimObjectColumns & { code: string };
export type SimPortalSessionTable = SimObjectColumns & { customer_id: string };
export type SimEventTable = SimObjectColumns & { type: string };

export interface SimWebhookDeliveryTable {
  event_id: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  updated_at: string;
}

export interface SimIdempotencyTable {
  key: string;
  status_code: number;
  response: string;
  created: number;
}

export interface SimClockTable {
  id: number;
  offset_seconds: number;
}

/** The tables the stripe-simulator module owns: only its code writes them (see ownership.test.ts). */
export interface SimulatorTables {
  sim_checkout_session: SimCheckoutSessionTable;
  sim_customer: SimCustomerTable;
  sim_payment_method: SimPaymentMethodTable;
  sim_subscription: SimSubscriptionTable;
  sim_invoice: SimInvoiceTable;
  sim_coupon: SimCouponTable;
  sim_promotion_code: SimPromotionCodeTable;
  sim_portal_session: SimPortalSessionTable;
  sim_event: SimEventTable;
  sim_webhook_delivery: SimWebhookDeliveryTable;
  sim_idempotency: SimIdempotencyTable;
  sim_clock: SimClockTable;
}
