import { type Kysely, sql } from 'kysely';

/**
 * "Signed-in devices" with a club's own user pool (issue 28, ASVS 7.5.2): each sign-in through the pool
 * (`identity_pool_session`) is described as the embedded provider's are (device, browser, country, from the
 * user agent and the trusted geo header at sign-in) and keeps when it was last refreshed, against which the
 * idle timeout counts. Sign-ins made before this are last seen when they began, and described as unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('identity_pool_session').addColumn('last_seen_at', 'text').execute();
  await db.schema.alterTable('identity_pool_session').addColumn('device', 'text').execute();
  await db.schema.alterTable('identity_pool_session').addColumn('browser', 'text').execute();
  await db.schema.alterTable('identity_pool_session').addColumn('country', 'text').execute();
  await sql`update identity_pool_session set last_seen_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['country', 'browser', 'device', 'last_seen_at']) {
    await db.schema.alterTable('identity_pool_session').dropColumn(column).execute();
  }
}
