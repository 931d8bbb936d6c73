import type { Kysely } from 'kysely';
import type { InfraDbTables } from './db';
import type { DB } from './schema';

/** The tables of secrets generated once per installation (name, value, created_at), one per module. */
type SecretTable = Exclude<keyof InfraDbTables, 'seed_state'>;

/**
 * A named secret generated once per installation and kept in the database: read back when present, else
 * `generate`d and stored. The insert ignores a conflict and the value is read again, so every instance on
 * one database (two starting together too) agrees on whichever was written first.
 */
export async function storedSecret(db: Kysely<DB>, table: SecretTable, name: string, generate: () => string, now: Date): Promise<string> {
  const lookup = () => db.selectFrom(table).select('value').where('name', '=', name);
  const existing = await lookup().executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto(table)
    .values({ name, value: generate(), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return (await lookup().executeTakeFirstOrThrow()).value;
}
