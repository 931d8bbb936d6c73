import { type Kysely, sql } from 'kysely';

/**
 * The live video's ClearKey master and the payment simulator's webhook secret are now derived from the
 * root secret (infra/keys.ts): the values an earlier version generated into the database are forgotten,
 * so no copy of a secret outlives its use in a backup or a dump. Down: nothing to put back (an earlier
 * version generates its own again on start).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from media_secret where name = 'clearkey'`.execute(db);
  await sql`delete from payment_secret where name = 'simulator-webhook-secret'`.execute(db);
}

export async function down(): Promise<void> {}
