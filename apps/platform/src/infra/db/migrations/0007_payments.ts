import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * Payments, entitlements and vouchers, and the hosted-checkout simulator's own state. Portable types
 * only (0/1 integers, ISO UTC text for instants, JSON as text). No foreign key to the identity tables:
 * a grant names its user by `sub`, whichever identity provider issued it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // What a user holds, and why: a subscription, a one-off payment, a voucher or the demo seed.
  await db.schema
    .createTable('entitlement_grant')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('entitlement', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('subscription', 'payment', 'voucher', 'seed')`))
    .addColumn('source_id', 'text', (col) => col.notNull())
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('entitlement_grant_source_unique', ['source', 'source_id', 'user_id', 'entitlement'])
    .execute();
  await db.schema.createIndex('entitlement_grant_user').on('entitlement_grant').columns(['user_id']).execute();

  await db.schema
    .createTable('payment_customer')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('stripe_customer_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // The last state of each subscription applied, so an older event arriving late changes nothing.
  await db.schema
    .createTable('payment_subscription')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('price_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().check(sql`cancel_at_period_end in (0, 1)`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('webhook_event')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('voucher')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('package_id', 'text', (col) => col.notNull())
    .addColumn('price_id', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('max_redemptions', 'integer', (col) => col.notNull().check(sql`max_redemptions >= 1`))
    .addColumn('redemption_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`redemption_count >= 0`))
    .addColumn('redeemable_until', 'text')
    .addColumn('access_days', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('voucher_within_limit', sql`redemption_count <= max_redemptions`)
    .execute();

  await db.schema
    .createTable('voucher_redemption')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().references('voucher.code').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('redeemed_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('voucher_redemption_once', ['code', 'user_id'])
    .execute();

  // Fixed-window counters shared by every instance (voucher attempts per user and per address).
  await db.schema
    .createTable('rate_limit_window')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_window_pk', ['key', 'window_start'])
    .execute();

  // The simulator: each Stripe object whole as JSON, with the columns it is looked up by.
  type Builder = CreateTableBuilder<string, string>;
  const simTable = (name: string, extra: (builder: Builder) => Builder) =>
    extra(
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('created', 'integer', (col) => col.notNull()),
    ).execute();
  await simTable('sim_checkout_session', (t) => t.addColumn('status', 'text', (col) => col.notNull()));
  await simTable('sim_customer', (t) => t.addColumn('email', 'text'));
  await simTable('sim_payment_method', (t) => t.addColumn('customer_id', 'text'));
  await simTable('sim_subscription', (t) => t.addColumn('customer_id', 'text', (col) => col.notNull()).addColumn('status', 'text', (col) => col.notNull()));
  await simTable('sim_invoice', (t) => t.addColumn('customer_id', 'text', (col) => col.notNull()).addColumn('subscription_id', 'text'));
  await simTable('sim_coupon', (t) => t);
  await simTable('sim_promotion_code', (t) => t.addColumn('code', 'text', (col) => col.notNull().unique()));
  await simTable('sim_portal_session', (t) => t.addColumn('customer_id', 'text', (col) => col.notNull()));
  await simTable('sim_event', (t) => t.addColumn('type', 'text', (col) => col.notNull()));
  await db.schema.createIndex('sim_subscription_customer').on('sim_subscription').columns(['customer_id']).execute();
  await db.schema.createIndex('sim_invoice_customer').on('sim_invoice').columns(['customer_id']).execute();

  await db.schema
    .createTable('sim_webhook_delivery')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Idempotency-Key → the answer given, so a retried POST returns the same object (kept 24 h).
  await db.schema
    .createTable('sim_idempotency')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('response', 'text', (col) => col.notNull())
    .addColumn('created', 'integer', (col) => col.notNull())
    .execute();

  // The simulator's test clock: seconds added to real time, moved forward by the advance endpoint.
  await db.schema
    .createTable('sim_clock')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('offset_seconds', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sim_clock',
    'sim_idempotency',
    'sim_webhook_delivery',
    'sim_event',
    'sim_portal_session',
    'sim_promotion_code',
    'sim_coupon',
    'sim_invoice',
    'sim_subscription',
    'sim_payment_method',
    'sim_customer',
    'sim_checkout_session',
    'rate_limit_window',
    'voucher_redemption',
    'voucher',
    'webhook_event',
    'payment_subscription',
    'payment_customer',
    'entitlement_grant',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
