import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase, testDialects } from '../../../testing/databases';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

/**
 * The names Kysely has recorded in every database migrated so far, in order. A database is migrated by
 * name: renaming, dropping or reordering one of these makes an existing database fail to migrate.
 */
const shipped = [
  '0001_navigation',
  '0002_news',
  '0003_matches',
  '0004_commercial',
  '0005_catalogue',
  '0006_identity',
  '0007_payments',
  '0008_analytics',
  '0009_media',
  '0010_stream_entitlements',
  '0011_identity_pool_session',
  '0012_match_plan',
  '0013_payment_secret',
  '0014_studio',
  '0015_matchday',
  '0016_commercial_fans',
  '0017_clubtv',
  '0018_page_edits',
  '0019_commercial_desk',
  '0020_stream_control',
  '0021_match_lineups',
  '0022_page_additions',
  '0023_studio_adverts',
  '0024_commercial_slots',
  '0025_sponsor_slots',
  '0026_media_images',
  '0027_page_moves',
];

describe('the migration index', () => {
  it('should start with the shipped migrations, by their shipped names, in their shipped order', () => {
    expect(Object.keys(migrations).slice(0, shipped.length)).toEqual(shipped);
  });

  it('should keep names in ascending order, so Kysely runs them as listed', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });
});

describe.each(testDialects)('the migrations on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await testDatabase?.drop();
  });

  const userTables = async () =>
    (await testDatabase.database.db.introspection.getTables())
      .filter((table) => !table.name.startsWith('kysely_') && !table.name.startsWith('news_article_fts'))
      .map((table) => ({ name: table.name, columns: table.columns.map((column) => `${column.name} ${column.dataType} ${column.isNullable}`) }))
      .sort((a, b) => a.name.localeCompare(b.name));

  it('should find nothing to run on a database already migrated under these names', async () => {
    await migrateToLatest(testDatabase.database.db);

    expect(await migrateToLatest(testDatabase.database.db)).toEqual([]);
  });

  it('should forget the secrets an earlier version generated into the database and now derives (0050)', async () => {
    const { db } = testDatabase.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0029_article_revisions')).error).toBeUndefined();
    const at = '2026-12-05T15:20:00.000Z';
    await db.insertInto('media_secret').values({ name: 'clearkey', value: 'old-master', created_at: at }).execute();
    await db.insertInto('payment_secret').values({ name: 'simulator-webhook-secret', value: 'whsec_old', created_at: at }).execute();
    await db.insertInto('media_secret').values({ name: 'playback-token', value: 'kept', created_at: at }).execute();

    await migrateToLatest(db);

    expect(await db.selectFrom('media_secret').select('name').execute()).toEqual([{ name: 'playback-token' }]);
    expect(await db.selectFrom('payment_secret').select('name').execute()).toEqual([]);
  });

  it('should move every staff edit of an advert slot onto the slot, a slot the world no longer has too (0080)', async () => {
    const { db } = testDatabase.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0050_derived_secrets')).error).toBeUndefined();
    await sql`insert into advert_slot (slot_id, name) values ('news_page', 'News page'), ('home_page', 'Home page')`.execute(db);
    await sql`insert into advert_slot_edit (slot_id, version, updated_at, updated_by_email)
      values ('news_page', 3, '2026-12-05T15:20:00.000Z', 'commercial@example.com'), ('retired_slot', 1, '2026-12-01T09:00:00.000Z', 'admin@example.com')`.execute(db);

    await migrateToLatest(db);

    const slots = await db.selectFrom('advert_slot').selectAll().orderBy('slot_id').execute();
    expect(slots).toEqual([
      { slot_id: 'home_page', name: 'Home page', origin: 'seed', version: 0, updated_at: null, updated_by_email: null },
      { slot_id: 'news_page', name: 'News page', origin: 'studio', version: 3, updated_at: '2026-12-05T15:20:00.000Z', updated_by_email: 'commercial@example.com' },
      { slot_id: 'retired_slot', name: 'retired_slot', origin: 'studio', version: 1, updated_at: '2026-12-01T09:00:00.000Z', updated_by_email: 'admin@example.com' },
    ]);
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('advert_slot_edit');
  });

    it('should undo every migration, each split one part by part in reverse, and build the same schema again', async () => {
    const { db } = testDatabase.database;
    await migrateToLatest(db);
    const built = await userTables();
    expect(built.map((table) => table.name)).toContain('news_article');

    const down = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await userTables()).toEqual([]);

    await migrateToLatest(db);
    expect(await userTables()).toEqual(built);
  });
});
