import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getClock } from '@club/clock';
import { migrateToLatest } from '../../infra/db/migrate';
import { applySeeds } from '../../infra/db/seeding';
import { type TestDatabase, createTestDatabase, testDialects } from '../../testing/databases';
import { verifyPassword } from './passwords';
import { demoAccounts, identitySeed } from './seed';

describe.each(testDialects)('identity seed on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
  });

  afterEach(async () => {
    await testDatabase?.drop();
  });

  const users = () => testDatabase.database.db.selectFrom('identity_user').selectAll().orderBy('username').execute();

  it('should seed every demo account with its fixed sub, names, status, bypass flag and the shared password', async () => {
    await applySeeds(testDatabase.database.db, [identitySeed]);
    const rows = await users();
    expect(rows).toHaveLength(demoAccounts.accounts.length);
    for (const account of demoAccounts.accounts) {
      const row = rows.find((candidate) => candidate.sub === account.sub);
      expect(row).toMatchObject({
        username: account.email,
        email: account.email,
        given_name: account.givenName,
        family_name: account.familyName,
        status: account.status,
        bypassed: account.bypassed ? 1 : 0,
      });
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(row!.password_hash, demoAccounts.password)).toBe(true);
    }
    expect(rows.filter((row) => row.status === 'blocked').map((row) => row.email)).toEqual(['blocked@example.com']);
    expect(rows.filter((row) => row.bypassed === 1).map((row) => row.email)).toEqual(['staff@example.com']);
  });

  it('should give the demo staff their studio roles and fans none', async () => {
    await applySeeds(testDatabase.database.db, [identitySeed]);
    const roles = await testDatabase.database.db
      .selectFrom('staff_role')
      .innerJoin('identity_user', 'identity_user.sub', 'staff_role.sub')
      .select(['identity_user.email', 'staff_role.role', 'staff_role.granted_by'])
      .orderBy('identity_user.email')
      .execute();
    expect(roles).toEqual([
      { email: 'admin@example.com', role: 'admin', granted_by: 'seed' },
      { email: 'commercial@example.com', role: 'commercial', granted_by: 'seed' },
      { email: 'editor@example.com', role: 'editor', granted_by: 'seed' },
      { email: 'matchday@example.com', role: 'matchday', granted_by: 'seed' },
    ]);
  });

  it('should leave real registrations alone and put the demo accounts back when its version changes', async () => {
    const db = testDatabase.database.db;
    await applySeeds(db, [identitySeed]);
    const at = getClock().now().toISOString();
    await db
      .insertInto('identity_user')
      .values({
        sub: 'real-user',
        username: 'real@example.com',
        email: 'real@example.com',
        given_name: null,
        family_name: null,
        password_hash: 'x',
        status: 'active',
        bypassed: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db.updateTable('identity_user').set({ status: 'active', password_hash: 'changed' }).where('email', '=', 'reset@example.com').execute();

    // The same version again: nothing changes.
    await applySeeds(db, [identitySeed]);
    expect((await users()).find((row) => row.email === 'reset@example.com')?.status).toBe('active');

    await applySeeds(db, [{ ...identitySeed, version: `${identitySeed.version}-next` }]);
    const rows = await users();
    expect(rows.find((row) => row.sub === 'real-user')).toBeDefined();
    expect(rows.find((row) => row.email === 'reset@example.com')?.status).toBe('password-change-required');
    expect(rows).toHaveLength(demoAccounts.accounts.length + 1);
  });
});
