import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';

/**
 * A named secret of the media module: read from the database, or generated and stored when absent. The
 * insert ignores a conflict and the value is read back, so two instances starting together agree on
 * whichever was written first.
 */
export async function mediaSecret(db: Kysely<DB>, name: string): Promise<string> {
  const existing = await db.selectFrom('media_secret').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('media_secret')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('media_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value;
}
