import type { Kysely } from 'kysely';

/**
 * The commercial desk and the fans desk (issue 16). Vouchers made in the studio are rows of the same
 * `voucher` table the fans' redeem flow reads; they add who made one and when it was disabled (a
 * disabled code is refused as no longer valid; what fans already redeemed stays theirs). Plain nullable
 * columns: valid on SQLite and Postgres, and the seeded vouchers keep null in both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voucher').addColumn('created_by', 'text').execute();
  await db.schema.alterTable('voucher').addColumn('disabled_at', 'text').execute();
  // The desk lists vouchers newest first.
  await db.schema.createIndex('voucher_created').on('voucher').columns(['created_at', 'code']).execute();
  // The fans desk reads an account's redemptions.
  await db.schema.createIndex('voucher_redemption_user').on('voucher_redemption').columns(['user_id', 'redeemed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('voucher_redemption_user').execute();
  await db.schema.dropIndex('voucher_created').execute();
  await db.schema.alterTable('voucher').dropColumn('disabled_at').execute();
  await db.schema.alterTable('voucher').dropColumn('created_by').execute();
}
