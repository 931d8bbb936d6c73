import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './infra/db/migrate';
import { applySeeds, seedVersions } from './infra/db/seeding';
import { replaceContent } from './modules/web/repo';
import { seedCounts, webSeed } from './modules/web/seed';
import { prepareDatabase, seeds } from './prepare-database';
import { type TestDatabase, createTestDatabase, silentLog, testDialects } from './testing/databases';

describe.each(testDialects)('migrations and seed on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await testDatabase?.drop();
  });

  const counts = async () => {
    const { db } = testDatabase.database;
    const [pages, menuItems] = await Promise.all([
      db.selectFrom('nav_page').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
      db.selectFrom('menu_item').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { pages: Number(pages.count), menuItems: Number(menuItems.count) };
  };

  it('should migrate and seed an empty database', async () => {
    await prepareDatabase(testDatabase.database, silentLog);

    expect(await counts()).toEqual(seedCounts);
    expect(await seedVersions(testDatabase.database.db)).toEqual(
      Object.fromEntries(seeds.map((seed) => [seed.name, seed.version])),
    );
  });

  it('should leave the same counts and change nothing when run twice', async () => {
    await prepareDatabase(testDatabase.database, silentLog);
    const { db } = testDatabase.database;
    const savedBefore = await db.selectFrom('nav_page').select('saved_at').where('id', '=', 1).executeTakeFirst();

    await prepareDatabase(testDatabase.database, silentLog);

    expect(await counts()).toEqual(seedCounts);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await applySeeds(db, [webSeed])).toEqual([{ name: 'web', version: webSeed.version, applied: false }]);
    const savedAfter = await db.selectFrom('nav_page').select('saved_at').where('id', '=', 1).executeTakeFirst();
    expect(savedAfter).toEqual(savedBefore);
  });

  it('should replace the seed-owned content when the seed version changes', async () => {
    await prepareDatabase(testDatabase.database, silentLog);
    const { db } = testDatabase.database;
    const onlyTickets = {
      ...webSeed,
      version: 'next',
      apply: async (trx: Parameters<typeof webSeed.apply>[0], appliedAt: string) => {
        const pages = await trx.selectFrom('nav_page').selectAll().where('full_path', '=', 'tickets').execute();
        await replaceContent(trx, {
          pages: pages.map(({ saved_at: _saved, ...page }) => page),
          menuItems: [],
          savedAt: appliedAt,
        });
      },
    };

    expect(await applySeeds(db, [onlyTickets])).toEqual([{ name: 'web', version: 'next', applied: true }]);
    expect(await counts()).toEqual({ pages: 1, menuItems: 0 });

    await prepareDatabase(testDatabase.database, silentLog);
    expect(await counts()).toEqual(seedCounts);
    expect(await seedVersions(db)).toMatchObject({ web: webSeed.version });
  });

  it('should keep the old content and version when applying a new version fails', async () => {
    await prepareDatabase(testDatabase.database, silentLog);
    const { db } = testDatabase.database;
    const failing = {
      ...webSeed,
      version: 'broken',
      apply: async (trx: Parameters<typeof webSeed.apply>[0]) => {
        await trx.deleteFrom('menu_item').execute();
        throw new Error('half way through');
      },
    };

    await expect(applySeeds(db, [failing])).rejects.toThrow('half way through');

    expect(await counts()).toEqual(seedCounts);
    expect(await seedVersions(db)).toMatchObject({ web: webSeed.version });
  });

  it('should apply a new version exactly once when two instances start together', async () => {
    await migrateToLatest(testDatabase.database.db);
    const { db } = testDatabase.database;

    const outcomes = (await Promise.all([applySeeds(db, [webSeed]), applySeeds(db, [webSeed])])).flat();

    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect(await counts()).toEqual(seedCounts);
  });
});
