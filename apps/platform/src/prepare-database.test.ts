import { createManualClock } from '@club/clock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './infra/db/migrate';
import { applySeeds, seedVersions } from './infra/db/seeding';
import { replaceContent } from './modules/web/repo';
import { seedCounts, webSeed } from './modules/web/seed';
import { demoAccounts } from './modules/identity/seed';
import { createSeeds, prepareDatabase } from './prepare-database';
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
      Object.fromEntries(createSeeds().map((seed) => [seed.name, seed.version])),
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

  it('should roll the world forward on a later day without losing what users did', async () => {
    const { db } = testDatabase.database;
    const clock = createManualClock('2026-12-05T15:20:00Z');
    await prepareDatabase(testDatabase.database, silentLog, clock);
    const before = await seedVersions(db);
    const liveBefore = await db.selectFrom('match').select(['id', 'kick_off']).where('status', '=', 'live').execute();
    const passBefore = await db.selectFrom('package').select('id').where('package_type', '=', 'match-pass').orderBy('position').executeTakeFirstOrThrow();

    // A fan signs up, buys the next match pass and redeems a voucher.
    const sub = '0f3c1a52-8e4b-4d7c-9a55-3b1f2d6e7a90';
    await db
      .insertInto('identity_user')
      .values({
        sub,
        username: sub,
        email: 'later@example.com',
        given_name: 'Lee',
        family_name: 'Later',
        password_hash: 'not-a-real-hash',
        status: 'active',
        bypassed: 0,
        created_at: '2026-12-05T15:30:00.000Z',
        updated_at: '2026-12-05T15:30:00.000Z',
      })
      .execute();
    await db
      .insertInto('entitlement_grant')
      .values({
        id: 'grant-later-1',
        user_id: sub,
        entitlement: passBefore.id,
        source: 'payment',
        source_id: 'pi_later_1',
        valid_from: '2026-12-05T15:31:00.000Z',
        valid_until: null,
        revoked_at: null,
        updated_at: '2026-12-05T15:31:00.000Z',
      })
      .execute();
    const voucher = await db.selectFrom('voucher').select(['code', 'redemption_count']).where('redemption_count', '=', 0).executeTakeFirstOrThrow();
    await db.updateTable('voucher').set({ redemption_count: 1 }).where('code', '=', voucher.code).execute();
    await db.insertInto('voucher_redemption').values({ id: 'redemption-later-1', code: voucher.code, user_id: sub, redeemed_at: '2026-12-05T15:32:00.000Z' }).execute();

    // The same day again: nothing changes, the live match plays on where it is.
    clock.advance(60 * 60_000);
    await prepareDatabase(testDatabase.database, silentLog, clock);
    expect(await seedVersions(db)).toEqual(before);
    expect(await db.selectFrom('match').select(['id', 'kick_off']).where('status', '=', 'live').execute()).toEqual(liveBefore);

    // Nine days later: a new world (its own live match, passes for what is still to come); the fan keeps everything.
    clock.set('2026-12-14T12:00:00Z');
    await prepareDatabase(testDatabase.database, silentLog, clock);
    const after = await seedVersions(db);
    for (const name of ['matches', 'news', 'videos', 'packages', 'commercial']) expect(after[name], name).not.toBe(before[name]);
    for (const name of ['web', 'teams', 'identity']) expect(after[name], name).toBe(before[name]);
    const live = await db.selectFrom('match').select(['kick_off', 'team_slug']).where('status', '=', 'live').where('team_slug', '=', 'first-team').execute();
    expect(live).toEqual([{ kick_off: '2026-12-14T11:40:00.000Z', team_slug: 'first-team' }]);
    const passes = await db.selectFrom('package').select('id').where('package_type', '=', 'match-pass').execute();
    expect(passes.every((pass) => pass.id.slice('match-pass-'.length, 'match-pass-'.length + 10) >= '2026-12-14')).toBe(true);

    expect(await db.selectFrom('identity_user').select('email').where('sub', '=', sub).execute()).toEqual([{ email: 'later@example.com' }]);
    expect(await db.selectFrom('entitlement_grant').select(['entitlement', 'source']).where('user_id', '=', sub).execute()).toEqual([
      { entitlement: passBefore.id, source: 'payment' },
    ]);
    expect(await db.selectFrom('voucher_redemption').select('code').where('user_id', '=', sub).execute()).toEqual([{ code: voucher.code }]);
    const kept = await db.selectFrom('voucher').select('redemption_count').where('code', '=', voucher.code).executeTakeFirstOrThrow();
    expect(kept.redemption_count).toBe(1);
  });

  describe('given no demo world (DEMO_WORLD off, the production default)', () => {
    const noDemo = { demoWorld: false };
    // A Wednesday morning: no fixture of the club kicks off at 10:47 (the demo world's match would).
    const wednesday = '2026-12-09T11:07:30Z';
    const demoKickOff = '2026-12-09T10:47:00.000Z';
    const demoEmails = demoAccounts.accounts.map((account) => account.email);

    it('should seed the club\'s content without demo accounts, staff, vouchers, grants or the demo match', async () => {
      const { db } = testDatabase.database;
      await prepareDatabase(testDatabase.database, silentLog, createManualClock(wednesday), noDemo);

      expect(await counts()).toEqual(seedCounts);
      expect(await db.selectFrom('identity_user').select('email').where('email', '=', 'admin@example.com').execute()).toEqual([]);
      expect(await db.selectFrom('identity_user').select('email').execute()).toEqual([]);
      expect(await db.selectFrom('staff_role').select('sub').execute()).toEqual([]);
      expect(await db.selectFrom('voucher').select('code').execute()).toEqual([]);
      expect(await db.selectFrom('entitlement_grant').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('sim_promotion_code').select('code').execute()).toEqual([]);
      expect(await db.selectFrom('match').select('id').where('kick_off', '=', demoKickOff).execute()).toEqual([]);
      expect(await db.selectFrom('package').select('id').where('package_type', '=', 'match-pass').execute()).not.toEqual([]);
      expect(Object.keys(await seedVersions(db)).sort()).toEqual(['commercial', 'matches', 'news', 'packages', 'teams', 'videos', 'web']);
    });

    it('should lay the demo match on the same morning with the demo world (the test above can fail)', async () => {
      const { db } = testDatabase.database;
      await prepareDatabase(testDatabase.database, silentLog, createManualClock(wednesday));

      expect(await db.selectFrom('match').select('status').where('kick_off', '=', demoKickOff).execute()).toEqual([{ status: 'live' }]);
      expect(await db.selectFrom('identity_user').select('email').where('email', '=', 'admin@example.com').execute()).toHaveLength(1);
    });

    it('should never roll the content forward on a later day: it is the staff\'s once seeded', async () => {
      const { db } = testDatabase.database;
      const clock = createManualClock(wednesday);
      await prepareDatabase(testDatabase.database, silentLog, clock, noDemo);
      const before = await seedVersions(db);
      const matchesBefore = await db.selectFrom('match').select(['id', 'kick_off', 'status']).orderBy('id').execute();

      clock.set('2026-12-21T09:00:00Z');
      await prepareDatabase(testDatabase.database, silentLog, clock, noDemo);

      expect(await seedVersions(db)).toEqual(before);
      expect(await db.selectFrom('match').select(['id', 'kick_off', 'status']).orderBy('id').execute()).toEqual(matchesBefore);
    });

    it('should take out what a demo start seeded, keeping what fans did', async () => {
      const { db } = testDatabase.database;
      await prepareDatabase(testDatabase.database, silentLog, createManualClock(wednesday));
      const sub = '0f3c1a52-8e4b-4d7c-9a55-3b1f2d6e7a90';
      await db
        .insertInto('identity_user')
        .values({
          sub,
          username: sub,
          email: 'real@example.org',
          given_name: 'Rae',
          family_name: 'Real',
          password_hash: 'not-a-real-hash',
          status: 'active',
          bypassed: 0,
          created_at: wednesday,
          updated_at: wednesday,
        })
        .execute();
      await db
        .insertInto('entitlement_grant')
        .values({ id: 'grant-real-1', user_id: sub, entitlement: 'video-subscription', source: 'payment', source_id: 'pi_real_1', valid_from: wednesday, valid_until: null, revoked_at: null, updated_at: wednesday })
        .execute();

      await prepareDatabase(testDatabase.database, silentLog, createManualClock(wednesday), noDemo);

      expect(await db.selectFrom('identity_user').select('email').execute()).toEqual([{ email: 'real@example.org' }]);
      expect(await db.selectFrom('identity_user').select('email').where('email', 'in', demoEmails).execute()).toEqual([]);
      expect(await db.selectFrom('staff_role').select('sub').execute()).toEqual([]);
      expect(await db.selectFrom('voucher').select('code').execute()).toEqual([]);
      expect(await db.selectFrom('entitlement_grant').select(['id', 'source']).execute()).toEqual([{ id: 'grant-real-1', source: 'payment' }]);
      expect(Object.keys(await seedVersions(db))).not.toContain('identity');
    });
  });
});
