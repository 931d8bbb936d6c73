import { type StaffRole, type StudioStaffMember, fanNotFoundMessage, ownAdminRoleMessage, staffRoles } from '@club/api-client';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { HttpError } from '../../infra/http/errors';
import { recordAudit } from './audit';
import { type StaffMember, displayName } from './staff';

/**
 * Staff roles (issue 16, admins only): who holds which role, granted and revoked by email. The roles
 * are the `staff_role` rows every studio endpoint checks, so a change counts from the next request. An
 * administrator cannot take away their own admin role: nobody might be left to give it back.
 */
export function createStaffAdmin(db: Kysely<DB>, now: () => Date) {
  async function member(sub: string): Promise<StudioStaffMember> {
    const account = await db.selectFrom('identity_user').select(['sub', 'email', 'given_name', 'family_name']).where('sub', '=', sub).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('staff_role').select('role').where('sub', '=', sub).execute();
    const held = new Set(rows.map((row) => row.role));
    return {
      sub,
      email: account.email,
      name: displayName({ email: account.email, givenName: account.given_name, familyName: account.family_name }),
      roles: staffRoles.filter((role) => held.has(role)),
    };
  }

  return {
    async list(): Promise<{ items: StudioStaffMember[] }> {
      const rows = await db
        .selectFrom('staff_role')
        .innerJoin('identity_user', 'identity_user.sub', 'staff_role.sub')
        .select(['staff_role.sub', 'staff_role.role', 'identity_user.email', 'identity_user.given_name', 'identity_user.family_name'])
        .orderBy('identity_user.email')
        .execute();
      const bySub = new Map<string, StudioStaffMember>();
      for (const row of rows) {
        const entry = bySub.get(row.sub) ?? {
          sub: row.sub,
          email: row.email,
          name: displayName({ email: row.email, givenName: row.given_name, familyName: row.family_name }),
          roles: [],
        };
        entry.roles.push(row.role);
        bySub.set(row.sub, entry);
      }
      const items = [...bySub.values()].map((entry) => ({ ...entry, roles: staffRoles.filter((role) => entry.roles.includes(role)) }));
      return { items };
    },

    async setRole(body: { email: string; role: StaffRole; granted: boolean }, actor: StaffMember): Promise<StudioStaffMember> {
      const account = await db.selectFrom('identity_user').select('sub').where('username', '=', body.email.toLowerCase()).executeTakeFirst();
      if (!account) throw new HttpError(404, fanNotFoundMessage, { code: 'fanNotFound' });
      if (!body.granted && body.role === 'admin' && account.sub === actor.sub) throw new HttpError(409, ownAdminRoleMessage, { code: 'ownAdminRole' });
      const at = now().toISOString();
      const before = await member(account.sub);
      const holds = before.roles.includes(body.role);
      if (holds === body.granted) return before;
      await db.transaction().execute(async (trx) => {
        if (body.granted) {
          await trx.insertInto('staff_role').values({ sub: account.sub, role: body.role, granted_at: at, granted_by: actor.email }).execute();
        } else {
          await trx.deleteFrom('staff_role').where('sub', '=', account.sub).where('role', '=', body.role).execute();
        }
        const roles = body.granted ? staffRoles.filter((role) => role === body.role || before.roles.includes(role)) : before.roles.filter((role) => role !== body.role);
        await recordAudit(trx, {
          actor,
          action: body.granted ? 'staff.grant' : 'staff.revoke',
          entity: 'staff',
          entityId: account.sub,
          before: { email: before.email, roles: before.roles },
          after: { email: before.email, roles },
          at,
        });
      });
      return member(account.sub);
    },
  };
}
export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
