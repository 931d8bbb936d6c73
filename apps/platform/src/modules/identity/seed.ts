import { createHash } from 'node:crypto';
import type { StaffRole } from '@club/api-client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../config';
import type { Seed } from '../../infra/db/seeding';
import { replaceSeededRoles } from '../studio/staff';
import { argon2Options, hashPassword } from './passwords';

interface DemoAccounts {
  password: string;
  accounts: {
    email: string;
    sub: string;
    givenName: string;
    familyName: string;
    status: 'active' | 'blocked' | 'password-change-required';
    bypassed: boolean;
    /** The studio roles of the demo staff (issue 16); absent for fans. */
    roles?: StaffRole[];
  }[];
}

/**
 * The demo accounts of DESIGN.md ('Seed data and demo accounts'): tooling/demo-accounts.json, the one
 * file `npm start` prints and payments seeds entitlements from. Read at run time (it is not a package);
 * the platform runs from its place in the repository, in development and from dist/ alike.
 */
export const demoAccountsFile = join(packageRoot(), '..', '..', 'tooling', 'demo-accounts.json');
export const demoAccounts = JSON.parse(readFileSync(demoAccountsFile, 'utf8')) as DemoAccounts;
const demo = demoAccounts;

/**
 * The demo users, with the shared password. Only these rows (by their fixed `sub`) belong to the seed:
 * real registrations are never touched. A new version (the file or the hash settings changed) puts
 * each demo account back as described, including its password.
 */
export const identitySeed: Seed = {
  name: 'identity',
  // Only what this seed writes: payments' edits to the file (entitlements) do not reset anyone's password.
  version: createHash('sha256')
    .update(
      JSON.stringify({
        users: demo.accounts.map(({ email, sub, givenName, familyName, status, bypassed, roles }) => [
          email,
          sub,
          givenName,
          familyName,
          status,
          bypassed,
          roles ?? [],
        ]),
        password: demo.password,
        argon2Options,
      }),
    )
    .digest('hex')
    .slice(0, 16),
  async apply(trx, appliedAt) {
    const subs = demo.accounts.map((account) => account.sub);
    const emails = demo.accounts.map((account) => account.email.toLowerCase());
    await trx.deleteFrom('identity_user').where((eb) => eb.or([eb('sub', 'in', subs), eb('username', 'in', emails)])).execute();
    for (const account of demo.accounts) {
      const email = account.email.trim().toLowerCase();
      await trx
        .insertInto('identity_user')
        .values({
          sub: account.sub,
          username: email,
          email,
          given_name: account.givenName,
          family_name: account.familyName,
          password_hash: await hashPassword(demo.password),
          status: account.status,
          bypassed: account.bypassed ? 1 : 0,
          created_at: appliedAt,
          updated_at: appliedAt,
        })
        .execute();
    }
    // The demo accounts' staff roles are the file's, as their names and passwords are (the studio owns them).
    await replaceSeededRoles(trx, demo.accounts.map((account) => ({ sub: account.sub, roles: account.roles ?? [] })), appliedAt);
  },
  // No demo world: the demo accounts are gone (their sessions by cascade), and the demo staff's roles.
  async removeDemo(trx) {
    await replaceSeededRoles(trx, demo.accounts.map((account) => ({ sub: account.sub, roles: [] })), new Date(0).toISOString());
    await trx.deleteFrom('identity_user').where('sub', 'in', demo.accounts.map((account) => account.sub)).execute();
  },
};
