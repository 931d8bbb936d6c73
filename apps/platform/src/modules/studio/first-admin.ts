import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { createActiveAccount } from '../identity/accounts';
import { recordAudit } from './audit';
import { grantEveryRole } from './staff';

/** Who the audit log names for what the command line did. */
const commandLine = 'command line (create-admin)';

/**
 * The first administrator of a deployment without the demo world (cli.ts `create-admin`): an active
 * account through the identity module (its password rule, a taken e-mail refused) holding every studio
 * role, with the audit row, in one transaction. From there, staff are added in the studio.
 */
export async function createFirstAdmin(db: Kysely<DB>, input: { email: string; password: string }, now: () => Date): Promise<{ sub: string; email: string }> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const account = await createActiveAccount(trx, input, at);
    const roles = await grantEveryRole(trx, account.sub, at.toISOString(), commandLine);
    await recordAudit(trx, {
      actor: { sub: account.sub, email: commandLine },
      action: 'staff.grant',
      entity: 'staff',
      entityId: account.sub,
      before: null,
      after: { email: account.email, roles },
      at: at.toISOString(),
    });
    return account;
  });
}
