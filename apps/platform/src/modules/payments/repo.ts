import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import type { EntitlementGrantTable, VoucherTable } from './db';

type Executor = Kysely<DB>;

export interface GrantInput {
  userId: string;
  entitlement: string;
  source: EntitlementGrantTable['source'];
  sourceId: string;
  validFrom: string;
  validUntil: string | null;
  revokedAt: string | null;
}

/** A unique-constraint failure on either database (SQLite's code, Postgres' SQLSTATE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function createPaymentsRepo(db: Kysely<DB>) {
  return {
    db,

    /** The entitlements a user holds at `at`: started, not ended, not revoked. */
    async currentEntitlements(userId: string, at: string): Promise<string[]> {
      const rows = await db
        .selectFrom('entitlement_grant')
        .select('entitlement')
        .distinct()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('valid_from', '<=', at)
        .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', at)]))
        .orderBy('entitlement')
        .execute();
      return rows.map((row) => row.entitlement);
    },

    /** Every grant of a user, for tests and support. */
    grantsOf(userId: string) {
      return db.selectFrom('entitlement_grant').selectAll().where('user_id', '=', userId).orderBy('entitlement').execute();
    },

    /** Adds or updates a grant; one row per (source, source id, user, entitlement). */
    async upsertGrant(trx: Executor, grant: GrantInput, now: string): Promise<void> {
      await trx
        .insertInto('entitlement_grant')
        .values({
          id: randomUUID(),
          user_id: grant.userId,
          entitlement: grant.entitlement,
          source: grant.source,
          source_id: grant.sourceId,
          valid_from: grant.validFrom,
          valid_until: grant.validUntil,
          revoked_at: grant.revokedAt,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['source', 'source_id', 'user_id', 'entitlement']).doUpdateSet({
            valid_until: grant.validUntil,
            revoked_at: grant.revokedAt,
            updated_at: now,
          }),
        )
        .execute();
    },

    async revokeSource(trx: Executor, source: EntitlementGrantTable['source'], sourceId: string, at: string): Promise<void> {
      await trx
        .updateTable('entitlement_grant')
        .set({ revoked_at: at, updated_at: at })
        .where('source', '=', source)
        .where('source_id', '=', sourceId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async customerOf(userId: string): Promise<string | null> {
      const row = await db.selectFrom('payment_customer').select('stripe_customer_id').where('user_id', '=', userId).executeTakeFirst();
      return row?.stripe_customer_id ?? null;
    },

    /** Remembers a user's Stripe customer; the first one seen stays theirs. */
    async saveCustomer(trx: Executor, userId: string, customerId: string, now: string): Promise<void> {
      await trx
        .insertInto('payment_customer')
        .values({ user_id: userId, stripe_customer_id: customerId, created_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    /** Records an event id; false when it was already processed (a duplicate or a replay). */
    async claimEvent(trx: Executor, eventId: string, type: string, now: string): Promise<boolean> {
      const result = await trx
        .insertInto('webhook_event')
        .values({ event_id: eventId, type, received_at: now })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    subscription(trx: Executor, id: string) {
      return trx.selectFrom('payment_subscription').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async saveSubscription(
      trx: Executor,
      row: { id: string; userId: string; priceId: string; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; updatedAt: string },
    ): Promise<void> {
      const values = {
        user_id: row.userId,
        price_id: row.priceId,
        status: row.status,
        current_period_end: row.currentPeriodEnd,
        cancel_at_period_end: row.cancelAtPeriodEnd ? (1 as const) : (0 as const),
        updated_at: row.updatedAt,
      };
      await trx
        .insertInto('payment_subscription')
        .values({ id: row.id, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
    },

    voucher(code: string): Promise<VoucherTable | undefined> {
      return db.selectFrom('voucher').selectAll().where('code', '=', code).executeTakeFirst();
    },

    redemption(trx: Executor, code: string, userId: string) {
      return trx.selectFrom('voucher_redemption').select('id').where('code', '=', code).where('user_id', '=', userId).executeTakeFirst();
    },

    async insertRedemption(trx: Executor, code: string, userId: string, now: string): Promise<string> {
      const id = randomUUID();
      await trx.insertInto('voucher_redemption').values({ id, code, user_id: userId, redeemed_at: now }).execute();
      return id;
    },

    /** Takes one use of a voucher if any are left; false when it is used up. Atomic on both databases. */
    async takeVoucherUse(trx: Executor, code: string): Promise<boolean> {
      const result = await trx
        .updateTable('voucher')
        .set((eb) => ({ redemption_count: eb('redemption_count', '+', 1) }))
        .where('code', '=', code)
        .whereRef('redemption_count', '<', 'max_redemptions')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
