/** Why a user holds an entitlement; `source_id` is the subscription, checkout session, voucher or seed. */
export interface EntitlementGrantTable {
  id: string;
  user_id: string;
  entitlement: string;
  source: 'subscription' | 'payment' | 'voucher' | 'seed';
  source_id: string;
  valid_from: string;
  /** Null: for good (a match pass, the demo seed). */
  valid_until: string | null;
  revoked_at: string | null;
  updated_at: string;
}

export interface PaymentCustomerTable {
  user_id: string;
  stripe_customer_id: string;
  created_at: string;
}

/** The latest subscription state applied; `updated_at` is the state's own time, not arrival time. */
export interface PaymentSubscriptionTable {
  id: string;
  user_id: string;
  price_id: string;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: 0 | 1;
  updated_at: string;
}

export interface WebhookEventTable {
  event_id: string;
  type: string;
  received_at: string;
}

export interface VoucherTable {
  code: string;
  package_id: string;
  price_id: string;
  description: string;
  max_redemptions: number;
  redemption_count: number;
  /** After this the code is expired; null: never. */
  redeemable_until: string | null;
  /** How long the access lasts from redemption; null: for good. */
  access_days: number | null;
  created_at: string;
  /** 0016: the staff member who made it in the studio; null for the seeded ones. */
  created_by: string | null;
  /** 0016: when staff disabled it; a disabled code is refused as no longer valid. */
  disabled_at: string | null;
  /** 0019: each staff save adds one; the payments seed leaves a demo voucher staff changed (above 1) alone. */
  version: number;
}

export interface VoucherRedemptionTable {
  id: string;
  code: string;
  user_id: string;
  redeemed_at: string;
}

/** The tables the payments module owns: only its code writes them (see ownership.test.ts). */
export interface PaymentsTables {
  entitlement_grant: EntitlementGrantTable;
  payment_customer: PaymentCustomerTable;
  payment_subscription: PaymentSubscriptionTable;
  webhook_event: WebhookEventTable;
  voucher: VoucherTable;
  voucher_redemption: VoucherRedemptionTable;
}
