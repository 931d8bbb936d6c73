import { type Kysely } from 'kysely';

/**
 * 0019_commercial_desk's payments part, run after the commercial module's (modules/commercial/migrations)
 * and before the packages module's: staff change a voucher's limits, expiry and switch after making it,
 * against the version they opened (`version`, 409 otherwise); the payments seed leaves a demo voucher
 * staff changed (version > 1) alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voucher').addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voucher').dropColumn('version').execute();
}
