import { type StaffRole, notStaffMessage, staffRoles, studioErrorCodes } from '@club/api-client';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import type { CurrentUser, SignedInUser } from '../identity/current-user';

/** A signed-in member of the club's staff, as studio handlers see them. */
export interface StaffMember {
  sub: string;
  email: string;
  /** Given and family name, or the email when the account has none. */
  name: string;
  roles: StaffRole[];
}

export function displayName(user: { email: string; givenName: string | null; familyName: string | null }): string {
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/**
 * The name of whoever signs in with `email`, as `displayName` gives it, for a conflict's "NAME at HH:mm".
 * Inside a change, pass its transaction: SQLite has one connection, and a query outside it would wait forever.
 */
export async function nameOf(db: Kysely<DB> | Transaction<DB>, email: string | null): Promise<string> {
  if (!email) return 'another member of staff';
  const row = await db.selectFrom('identity_user').select(['given_name', 'family_name']).where('email', '=', email).executeTakeFirst();
  return displayName({ email, givenName: row?.given_name ?? null, familyName: row?.family_name ?? null });
}

/** Who holds which staff role: the `staff_role` table (0014_studio), seeded for the demo staff. */
export function createStaffDirectory(db: Kysely<DB>) {
  return {
    async rolesOf(sub: string): Promise<StaffRole[]> {
      const rows = await db.selectFrom('staff_role').select('role').where('sub', '=', sub).execute();
      const held = new Set(rows.map((row) => row.role));
      // In the one order the studio lists them, whatever order they were granted in.
      return staffRoles.filter((role) => held.has(role));
    },
  };
}
export type StaffDirectory = ReturnType<typeof createStaffDirectory>;

/**
 * The demo accounts' staff roles, as the identity seed lays them (in its transaction): the roles of those
 * accounts become the demo file's; roles an administrator granted anyone else are not the seed's to touch.
 */
export async function replaceSeededRoles(trx: Transaction<DB>, accounts: readonly { sub: string; roles: readonly StaffRole[] }[], at: string): Promise<void> {
  await trx.deleteFrom('staff_role').where('sub', 'in', accounts.map((account) => account.sub)).execute();
  for (const account of accounts) {
    for (const role of account.roles) {
      await trx.insertInto('staff_role').values({ sub: account.sub, role, granted_at: at, granted_by: 'seed' }).execute();
    }
  }
}
/**
 * Every studio role for one account (the first administrator of a deployment: cli.ts `create-admin`), in
 * the transaction that made the account (first-admin.ts adds its audit row).
 */
export async function grantEveryRole(trx: Transaction<DB>, sub: string, at: string, grantedBy: string): Promise<StaffRole[]> {
  await trx
    .insertInto('staff_role')
    .values(staffRoles.map((role) => ({ sub, role, granted_at: at, granted_by: grantedBy })))
    .execute();
  return [...staffRoles];
}

/** Admins may do whatever any role may. */
export function mayAct(roles: readonly StaffRole[], allowed: readonly StaffRole[] | 'any'): boolean {
  if (roles.length === 0) return false;
  if (allowed === 'any' || roles.includes('admin')) return true;
  return roles.some((role) => allowed.includes(role));
}

/**
 * The studio's role check, on the server for every endpoint: `requireStaff(roles)` is a preHandler that
 * answers 401 to a visitor, 403 to a blocked account, to a fan and to staff without one of `roles`, and
 * otherwise leaves the staff member for the handler (`staffOf(request)`).
 */
export function createStaffGuard(options: { currentUser: CurrentUser; staff: StaffDirectory }) {
  const members = new WeakMap<FastifyRequest, StaffMember>();

  async function check(user: SignedInUser | null, allowed: readonly StaffRole[] | 'any'): Promise<StaffMember> {
    if (!user) throw new HttpError(401, 'Sign in with your staff account to use the studio.');
    if (user.blocked) {
      throw new HttpError(403, 'This account has been blocked. Ask a club administrator for access.', { code: 'blocked' });
    }
    const roles = await options.staff.rolesOf(user.sub);
    if (roles.length === 0) throw new HttpError(403, notStaffMessage, { code: studioErrorCodes.notStaff });
    if (!mayAct(roles, allowed)) {
      throw new HttpError(
        403,
        "This part of the studio is not part of your staff role. Ask a club administrator for access.",
        { code: studioErrorCodes.notStaff },
      );
    }
    return { sub: user.sub, email: user.email, name: displayName(user), roles };
  }

  return {
    requireStaff(allowed: readonly StaffRole[] | 'any') {
      return async (request: FastifyRequest): Promise<void> => {
        members.set(request, await check(await options.currentUser(request), allowed));
      };
    },
    /** The staff member `requireStaff` let through; a route without the preHandler is a programming error. */
    staffOf(request: FastifyRequest): StaffMember {
      const member = members.get(request);
      if (!member) throw new Error('staffOf: this route has no requireStaff preHandler');
      return member;
    },
  };
}
export type StaffGuard = ReturnType<typeof createStaffGuard>;
