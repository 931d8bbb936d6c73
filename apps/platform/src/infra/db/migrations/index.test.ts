import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCommercialRepo } from '../../../modules/commercial/repo';
import { createCommercialSeed } from '../../../modules/commercial/seed';
import { createWebRepo, replaceContent } from '../../../modules/web/repo';
import { flattenNavigation } from '../../../modules/web/seed';
import type { PageNode } from '../../../modules/web/seed/nodes';
import { buildWorld } from '../../../shared/demo-world';
import { TEST_NOW } from '../../../testing/clock';
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

  it('should lay every staff edit of a package onto its package and drop the overlay (0090)', async () => {
    const { db } = testDatabase.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0080_advert_slot_origin')).error).toBeUndefined();
    const price = (id: string, amount: number, strikethrough: string | null) => ({
      id,
      offer: null,
      priceDisplay: { amount, currency: 'GBP', amountFormatted: `£${(amount / 100).toFixed(2)}`, interval: 'month', strikethroughAmountFormatted: strikethrough },
    });
    const attributes = (title: string, prices: unknown[]) => JSON.stringify({ packageType: 'membership', title, description: 'As the world has it.', priceData: prices });
    await db
      .insertInto('package')
      .values([
        { id: 'video-subscription', package_type: 'membership', position: 0, attributes: attributes('Club TV', [price('price_video_monthly', 999, null), price('price_video_annual', 8999, '£119.88')]) },
        { id: 'audio-monthly', package_type: 'membership', position: 1, attributes: attributes('Audio', [price('price_audio_monthly', 499, null)]) },
      ])
      .execute();
    const prices = JSON.stringify({ price_video_monthly: { id: 'price_video_monthly_v2', amount: 1299, strikethroughAmount: 1499 } });
    await sql`insert into package_edit (package_id, title, description, on_sale, prices, version, updated_at, updated_by_email)
      values ('video-subscription', 'Blues TV Pass', 'Every game.', 0, ${prices}, 2, '2026-12-05T15:20:00.000Z', 'commercial@example.com'),
             ('pass-2026-11-28-city', 'Old pass', '', 1, '{}', 1, '2026-11-27T09:00:00.000Z', 'admin@example.com')`.execute(db);

    await migrateToLatest(db);

    const rows = await db.selectFrom('package').selectAll().orderBy('position').execute();
    expect(rows.map(({ attributes: _attributes, ...row }) => row)).toEqual([
      { id: 'video-subscription', package_type: 'membership', position: 0, origin: 'studio', version: 2, updated_at: '2026-12-05T15:20:00.000Z', updated_by_email: 'commercial@example.com', on_sale: 0, price_edits: prices },
      { id: 'audio-monthly', package_type: 'membership', position: 1, origin: 'seed', version: 0, updated_at: null, updated_by_email: null, on_sale: 1, price_edits: '{}' },
    ]);
    expect(JSON.parse(rows[0]!.attributes)).toEqual({
      packageType: 'membership',
      title: 'Blues TV Pass',
      description: 'Every game.',
      priceData: [
        price('price_video_monthly_v2', 1299, '£14.99'),
        price('price_video_annual', 8999, '£119.88'),
      ],
    });
    expect(rows[1]!.attributes).toBe(attributes('Audio', [price('price_audio_monthly', 499, null)]));
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('package_edit');
  });

  it('should turn every commercial tombstone into its row marked deleted, which a reseed then keeps deleted (0091)', async () => {
    const { db } = testDatabase.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0090_package_origin')).error).toBeUndefined();
    await sql`insert into commercial_deleted (entity, entity_id, deleted_at, deleted_by_email)
      values ('advert', 9, '2026-12-04T10:00:00.000Z', 'commercial@example.com'), ('sponsor', 208, '2026-12-03T11:00:00.000Z', 'admin@example.com')`.execute(db);

    await migrateToLatest(db);

    expect(await db.selectFrom('advert').select(['id', 'origin', 'updated_by_email', 'deleted_at']).execute()).toEqual([
      { id: 9, origin: 'studio', updated_by_email: 'commercial@example.com', deleted_at: '2026-12-04T10:00:00.000Z' },
    ]);
    expect(await db.selectFrom('sponsor').select(['sponsor_id', 'origin', 'updated_by_email', 'deleted_at']).execute()).toEqual([
      { sponsor_id: 208, origin: 'studio', updated_by_email: 'admin@example.com', deleted_at: '2026-12-03T11:00:00.000Z' },
    ]);
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('commercial_deleted');

    await db.transaction().execute((trx) => createCommercialSeed(buildWorld(Date.parse(TEST_NOW))).apply(trx, TEST_NOW));
    expect(await db.selectFrom('advert').select('deleted_at').where('id', '=', 9).execute()).toEqual([{ deleted_at: '2026-12-04T10:00:00.000Z' }]);
    expect(await db.selectFrom('sponsor').select('deleted_at').where('sponsor_id', '=', 208).execute()).toEqual([{ deleted_at: '2026-12-03T11:00:00.000Z' }]);
    expect(await db.selectFrom('advert').select('id').where('id', '=', 10).where('deleted_at', 'is', null).execute()).toEqual([{ id: 10 }]);
    const repo = createCommercialRepo(db);
    expect((await repo.listPlacement('footer_slot')).map((advert) => advert.id)).not.toContain(9);
    expect((await repo.listRowSponsors()).map((sponsor) => sponsor.sponsor_id)).not.toContain(208);
  });

  it('should lay every page overlay onto its page, an added page under a studio id, and keep one it could not show hidden until a reseed can (0092)', async () => {
    const { db } = testDatabase.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0091_commercial_deleted_at')).error).toBeUndefined();
    const page = (id: number, parent: number | null, path: string, origin: string | null, template = 'Default', order = 1) =>
      sql`insert into nav_page (id, parent_id, slug, full_path, title, template, page_order, post_type, new_tab, status, summary, body, published_at, saved_at, origin_path)
        values (${id}, ${parent}, ${path.split('/').at(-1)!}, ${path}, ${`Seed ${path}`}, ${template}, ${order}, 'internal', 0, 'Published', '', '', '2025-07-01T09:00:00.000Z', '2026-12-01T00:00:00.000Z', ${origin})`.execute(db);
    // The tree as the old reseed left it: club/academy moved to community (with its page), an added page shown under community.
    await page(1, null, 'club', 'club', 'Hub');
    await page(2, null, 'community', 'community', 'Hub', 2);
    await page(3, 2, 'community/academy', 'club/academy', 'Hub', 3);
    await page(4, 3, 'community/academy/staff', 'club/academy/staff');
    await page(5, 2, 'community/about-us', 'community/about-us');
    await page(6, 2, 'community/volunteering', null, 'Default', 4);
    await sql`insert into nav_page_place (origin_path, parent_origin_path, page_order, version, updated_at, updated_by_email)
      values ('club/academy', 'community', 3, 1, '2026-12-02T10:00:00.000Z', 'editor@example.com'), ('community/about-us', null, 1, 0, '2026-12-02T10:00:00.000Z', 'editor@example.com')`.execute(db);
    await sql`insert into nav_page_edit (full_path, title, summary, body, version, updated_at, updated_by_email)
      values ('community/academy/staff', 'Academy staff', 'Who coaches.', '<p>Coaches.</p>', 2, '2026-12-03T10:00:00.000Z', 'admin@example.com'),
             ('community/academy', 'The Academy', '', '', 1, '2026-12-01T10:00:00.000Z', 'admin@example.com'),
             ('community/volunteering', 'Volunteering', 'Give a hand.', '<p>Give a hand.</p>', 1, '2026-12-04T10:00:00.000Z', 'editor@example.com'),
             ('kids/camps', 'Holiday camps', 'Camps.', '<p>Camps.</p>', 3, '2026-12-05T10:00:00.000Z', 'editor@example.com')`.execute(db);
    await sql`insert into nav_page_added (full_path, parent_path, slug, page_order, created_at, created_by_email)
      values ('community/volunteering', 'community', 'volunteering', 4, '2026-12-04T10:00:00.000Z', 'editor@example.com'),
             ('kids/camps', 'kids', 'camps', 1, '2026-12-05T10:00:00.000Z', 'editor@example.com')`.execute(db);

    await migrateToLatest(db);

    const columns = ['id', 'parent_id', 'full_path', 'title', 'origin_path', 'origin', 'version', 'updated_at', 'updated_by_email', 'studio_words', 'studio_parent_origin_path', 'studio_order', 'hidden'] as const;
    const rows = await db.selectFrom('nav_page').select(columns).orderBy('id').execute();
    const seed = { origin: 'seed', version: 0, updated_at: null, updated_by_email: null, studio_words: 0, studio_parent_origin_path: null, studio_order: null, hidden: 0 };
    expect(rows).toEqual([
      { id: 1, parent_id: null, full_path: 'club', title: 'Seed club', origin_path: 'club', ...seed },
      { id: 2, parent_id: null, full_path: 'community', title: 'Seed community', origin_path: 'community', ...seed },
      // Words and place: the versions add up, the later stamp stands.
      { id: 3, parent_id: 2, full_path: 'community/academy', title: 'The Academy', origin_path: 'club/academy', origin: 'studio', version: 2, updated_at: '2026-12-02T10:00:00.000Z', updated_by_email: 'editor@example.com', studio_words: 1, studio_parent_origin_path: 'community', studio_order: 3, hidden: 0 },
      { id: 4, parent_id: 3, full_path: 'community/academy/staff', title: 'Academy staff', origin_path: 'club/academy/staff', origin: 'studio', version: 2, updated_at: '2026-12-03T10:00:00.000Z', updated_by_email: 'admin@example.com', studio_words: 1, studio_parent_origin_path: null, studio_order: null, hidden: 0 },
      // Only renumbered: its order is staff's, no change of its own.
      { id: 5, parent_id: 2, full_path: 'community/about-us', title: 'Seed community/about-us', origin_path: 'community/about-us', ...seed, origin: 'studio', studio_order: 1 },
      { id: 10001, parent_id: 2, full_path: 'community/volunteering', title: 'Volunteering', origin_path: null, origin: 'studio', version: 1, updated_at: '2026-12-04T10:00:00.000Z', updated_by_email: 'editor@example.com', studio_words: 1, studio_parent_origin_path: 'community', studio_order: 4, hidden: 0 },
      { id: 10002, parent_id: null, full_path: '~hidden/10002', title: 'Holiday camps', origin_path: null, origin: 'studio', version: 3, updated_at: '2026-12-05T10:00:00.000Z', updated_by_email: 'editor@example.com', studio_words: 1, studio_parent_origin_path: 'kids', studio_order: 1, hidden: 1 },
    ]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables.filter((name) => ['nav_page_edit', 'nav_page_added', 'nav_page_place'].includes(name))).toEqual([]);
    expect(tables).toContain('nav_page_redirect');

    // The next reseed lays them over the world's tree; a world with the kids section shows the hidden page.
    const node = (slug: string, title: string, children: PageNode[] = []): PageNode => ({ kind: 'page', slug, title, summary: '', body: '', published: '2025-07-01 10:00', children });
    const world = (kids: boolean) => [
      node('club', 'Club', [node('academy', 'Academy', [node('staff', 'Staff')])]),
      node('community', 'Community', [node('about-us', 'About us')]),
      ...(kids ? [node('kids', 'Kids', [node('mascots', 'Mascots')])] : []),
    ];
    const reseed = (kids: boolean) => db.transaction().execute((trx) => replaceContent(trx, { pages: flattenNavigation(world(kids)), menuItems: [], savedAt: TEST_NOW }));
    const shown = async () => (await createWebRepo(db).listPublishedPages()).map((record) => `${record.fullPath} ${record.title}`).sort();
    await reseed(false);
    expect(await shown()).toEqual(['club Club', 'community Community', 'community/about-us About us', 'community/academy The Academy', 'community/academy/staff Academy staff', 'community/volunteering Volunteering']);
    expect(await shown()).not.toContain('kids/camps Holiday camps');
    await reseed(true);
    expect(await shown()).toContain('kids/camps Holiday camps');
    expect(await db.selectFrom('nav_page').select(['id', 'version']).where('full_path', '=', 'kids/camps').execute()).toEqual([{ id: 10002, version: 3 }]);

    // Undone, the overlays come back from the rows (a page's version all on its words, so the sum holds).
    expect((await migrator.migrateTo('0091_commercial_deleted_at')).error).toBeUndefined();
    expect((await sql<{ full_path: string; version: number }>`select full_path, version from nav_page_edit order by full_path`.execute(db)).rows).toEqual([
      { full_path: 'community/academy', version: 2 },
      { full_path: 'community/academy/staff', version: 2 },
      { full_path: 'community/volunteering', version: 1 },
      { full_path: 'kids/camps', version: 3 },
    ]);
    expect((await sql`select full_path, parent_path, page_order from nav_page_added order by full_path`.execute(db)).rows).toEqual([
      { full_path: 'community/volunteering', parent_path: 'community', page_order: 4 },
      { full_path: 'kids/camps', parent_path: 'kids', page_order: 1 },
    ]);
    expect((await sql`select origin_path, parent_origin_path, page_order, version from nav_page_place order by origin_path`.execute(db)).rows).toEqual([
      { origin_path: 'club/academy', parent_origin_path: 'community', page_order: 3, version: 0 },
      { origin_path: 'community/about-us', parent_origin_path: null, page_order: 1, version: 0 },
    ]);
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
