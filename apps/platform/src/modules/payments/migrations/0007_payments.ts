import { type Kysely, sql } from 'kysely';

/**
 * Payments, entitlements and vouchers, and the hosted-checkout simulator's own state. Portable types
 * only (0/1 integers, ISO UTC text for instants, JSON as text). No foreign key to the identity tables:
 * a grant names its user by `sub`, whichever identity provider issued it.
 *
 * The payments module's part; then the rate limiter's (infra/db/migrations/0007_payments.ts) and the
 * simulator's (modules/stripe-simulator/migrations/0007_payments.ts).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
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
