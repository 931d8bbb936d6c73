import { type Kysely, sql } from 'kysely';

/**
 * Analytics records (SPEC 3 'Tracking payload', SPEC 7 'Analytics'): what the sites send with the fan's
 * analytics consent, one row each, as sent, with the time the platform received it. Independent of every
 * other migration. Portable types only: ISO UTC text for the instant, the advert as three nullable columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_record')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull().check(sql`event in ('pageView', 'advertLoad', 'advertClick')`))
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('advert_id', 'text')
    .addColumn('advert_name', 'text')
    .addColumn('advert_placement', 'text')
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('log_id', 'integer', (col) => col.notNull())
    .addColumn('screensize', 'text', (col) => col.notNull())
    .addColumn('sso_vendor', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('session_id', 'integer', (col) => col.notNull())
    .addColumn('sso_id', 'text')
    .execute();
  // Reports read by time and by event (adverts seen and followed over a period).
  await db.schema.createIndex('analytics_record_event_time').on('analytics_record').columns(['event', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_record').ifExists().execute();
}
