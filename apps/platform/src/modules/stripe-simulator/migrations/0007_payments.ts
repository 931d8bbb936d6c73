import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * 0007_payments's simulator part, run last of it (after modules/payments/migrations and the rate
 * limiter's): the hosted-checkout simulator's own state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
