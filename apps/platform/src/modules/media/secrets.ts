import { randomBytes } from 'node:crypto';
import { getClock } from '@club/clock';
import type { Kysely } from 'kysely';
import type { DB } from '../../infra/db/schema';
import { storedSecret } from '../../infra/db/stored-secret';

/**
 * A named secret of the media module (`media_secret`): generated once per installation and kept in the
 * database (infra/db/stored-secret.ts), so every instance agrees on it.
 */
export async function mediaSecret(db: Kysely<DB>, name: string, now: () => Date = () => getClock().now()): Promise<string> {
  return storedSecret(db, 'media_secret', name, () => randomBytes(32).toString('base64url'), now());
}
