import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { RateLimitStore } from './limiter';

const dayMs = 24 * 60 * 60_000;

/**
 * Counts in the database's `rate_limit_window` table: shared by every instance on the database, for
 * limits that must hold across instances without Redis (voucher attempts, identity mails).
 */
export function createDatabaseRateLimitStore(db: Kysely<DB>): RateLimitStore {
  return {
    async hit(key, windowStart, windowMs) {
      const start = new Date(windowStart).toISOString();
      const row = await db
        .insertInto('rate_limit_window')
        .values({ key, window_start: start, hits: 1 })
        .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limit_window.hits', '+', 1) })))
        .returning('hits')
        .executeTakeFirstOrThrow();
      const hits = Number(row.hits);
      // The first hit of a window forgets windows long over (a day, or the window itself if longer).
      if (hits === 1) {
        const before = new Date(windowStart - Math.max(windowMs, dayMs)).toISOString();
        await db.deleteFrom('rate_limit_window').where('window_start', '<', before).execute();
      }
      return hits;
    },
  };
}
