import type { Kysely } from 'kysely';

/**
 * The platform's own sign-ins when a club's existing user pool is the identity provider
 * (IDENTITY_USER_POOL_CLIENT_ID): the browser holds the platform's cookies, and the pool's refresh
 * token stays here, encrypted, next to the hash of the platform's refresh token and the user's names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_pool_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('refresh_hash', 'text', (col) => col.notNull().unique())
    .addColumn('sub', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('given_name', 'text')
    .addColumn('family_name', 'text')
    .addColumn('pool_refresh_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('identity_pool_session_sub').on('identity_pool_session').column('sub').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity_pool_session').execute();
}
