import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { passwordProblem, hashPassword } from './passwords';
import { messages, normaliseUsername } from './service';

/** An account refused, in the words a person reads (the password rule's, or the taken e-mail's). */
export class AccountRefused extends Error {}

/**
 * An active account made by the club itself rather than by a sign-up (the first administrator of a
 * deployment: cli.ts `create-admin`): no confirmation code to mail, the same password rule as a sign-up,
 * and an e-mail already used by an account refused. Written in `trx`, with whatever else the caller adds.
 */
export async function createActiveAccount(
  trx: Transaction<DB>,
  input: { email: string; password: string },
  at: Date,
): Promise<{ sub: string; email: string }> {
  let email: string;
  try {
    email = normaliseUsername(input.email);
  } catch (error) {
    throw new AccountRefused((error as Error).message);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AccountRefused(`${input.email} is not an e-mail address.`);
  const problem = passwordProblem(input.password, { email });
  if (problem) throw new AccountRefused(problem);
  const existing = await trx.selectFrom('identity_user').select('sub').where('username', '=', email).executeTakeFirst();
  if (existing) throw new AccountRefused(messages.emailTaken);
  const sub = randomUUID();
  const when = at.toISOString();
  const inserted = await trx
    .insertInto('identity_user')
    .values({
      sub,
      username: email,
      email,
      given_name: null,
      family_name: null,
      password_hash: await hashPassword(input.password),
      status: 'active',
      bypassed: 0,
      created_at: when,
      updated_at: when,
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .executeTakeFirst();
  // Taken between the look and the write (another command at the same moment).
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AccountRefused(messages.emailTaken);
  return { sub, email };
}
