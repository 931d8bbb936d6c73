import { type Kysely } from 'kysely';

/**
 * 0007_payments's infrastructure part, run after the payments module's (modules/payments/migrations)
 * and before the simulator's: the rate limiter's windows (infra/rate-limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Fixed-window counters shared by every instance (voucher attempts per user and per address).
  await db.schema
    .createTable('rate_limit_window')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_window_pk', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_window').execute();
}
