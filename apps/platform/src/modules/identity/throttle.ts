import type { Kysely } from 'kysely';
import { HttpError } from '../../infra/http/errors';
import type { DB } from '../../infra/db/schema';
import { createDatabaseRateLimitStore } from '../../infra/rate-limit/database';
import { type RateLimitStore, createRateLimiter } from '../../infra/rate-limit/limiter';

/**
 * Lockout and rate limits, counted in the database so every instance sees the same numbers.
 *
 * Sign-in failures per account (keyed by the typed username, so an unknown address locks exactly like
 * a known one and a lockout reveals nothing): the first 4 failures are free; the 5th locks the account
 * for 1 minute, and each further failure while the count stands doubles it (2, 4, 8 … minutes, at most
 * an hour). The count is forgotten a day after it started, or at a successful sign-in.
 * Failures per client address: 100 within 15 minutes lock that address out until the window ends.
 * Mails are the platform's rate limiter's (Redis when REDIS_URL is set, else the database), in windows
 * of `mailWindowMs` on the clock.
 */
export interface ThrottleLimits {
  accountFreeFailures: number;
  accountFirstLockMs: number;
  accountMaxLockMs: number;
  accountMemoryMs: number;
  ipFailures: number;
  ipWindowMs: number;
  /** Mails (codes and notices) per client address and per account within `mailWindowMs`. */
  ipMails: number;
  accountMails: number;
  mailWindowMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = {
  accountFreeFailures: 4,
  accountFirstLockMs: 60_000,
  accountMaxLockMs: 60 * 60_000,
  accountMemoryMs: 24 * 60 * 60_000,
  ipFailures: 100,
  ipWindowMs: 15 * 60_000,
  ipMails: 100,
  accountMails: 6,
  mailWindowMs: 60 * 60_000,
};

export interface Throttle {
  /** Refuses with 429 and Retry-After while any of the keys is locked. */
  assertOpen(keys: readonly string[], message: string): Promise<void>;
  /** Counts a failed sign-in (or a wrong code) against the account and the address. */
  recordFailure(accountKey: string, ipKey: string): Promise<void>;
  /** A successful sign-in forgives the account's failures. */
  clear(key: string): Promise<void>;
  /** Counts one more mail-sending request; refuses with 429 once a limit is passed. */
  countMail(keys: readonly { key: string; limit: number }[], message: string): Promise<void>;
}

export const accountKey = (username: string) => `signin-account:${username}`;
export const ipKey = (ip: string) => `signin-ip:${ip}`;

export function retryAfter(lockedUntil: Date, now: Date): string {
  return String(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)));
}

function waitWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export function createThrottle(
  db: Kysely<DB>,
  limits: ThrottleLimits,
  now: () => Date,
  rateLimits: RateLimitStore = createDatabaseRateLimitStore(db),
): Throttle {
  const read = (key: string) => db.selectFrom('identity_throttle').selectAll().where('key', '=', key).executeTakeFirst();

  const write = (key: string, count: number, windowStartedAt: string, lockedUntil: string | null) =>
    db
      .insertInto('identity_throttle')
      .values({ key, count, window_started_at: windowStartedAt, locked_until: lockedUntil })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ count, window_started_at: windowStartedAt, locked_until: lockedUntil }),
      )
      .execute();

  const refuse = (lockedUntil: Date, at: Date, message: string): never => {
    const seconds = retryAfter(lockedUntil, at);
    throw new HttpError(429, `${message} Try again in ${waitWords(Number(seconds))}.`, {
      code: 'tooManyAttempts',
      headers: { 'retry-after': seconds },
    });
  };

  return {
    async assertOpen(keys, message) {
      const at = now();
      const rows = await db.selectFrom('identity_throttle').selectAll().where('key', 'in', [...keys]).execute();
      const latest = rows
        .map((row) => (row.locked_until ? new Date(row.locked_until) : null))
        .filter((until): until is Date => until !== null && until > at)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (latest) refuse(latest, at, message);
    },

    async recordFailure(account, ip) {
      const at = now();
      const stamp = at.toISOString();
      const accountRow = await read(account);
      const fresh = !accountRow || at.getTime() - Date.parse(accountRow.window_started_at) > limits.accountMemoryMs;
      const failures = fresh ? 1 : accountRow.count + 1;
      const over = failures - limits.accountFreeFailures;
      const lockedUntil =
        over > 0
          ? new Date(at.getTime() + Math.min(limits.accountFirstLockMs * 2 ** (over - 1), limits.accountMaxLockMs)).toISOString()
          : null;
      await write(account, failures, fresh ? stamp : accountRow.window_started_at, lockedUntil);

      const ipRow = await read(ip);
      const ipFresh = !ipRow || at.getTime() - Date.parse(ipRow.window_started_at) > limits.ipWindowMs;
      const ipStart = ipFresh ? at : new Date(ipRow.window_started_at);
      const ipCount = ipFresh ? 1 : ipRow.count + 1;
      const ipLock = ipCount >= limits.ipFailures ? new Date(ipStart.getTime() + limits.ipWindowMs).toISOString() : null;
      await write(ip, ipCount, ipStart.toISOString(), ipLock);

      // Now and then, forget counters nobody has touched for a day, so typed-in usernames do not pile up.
      if (Math.random() < 0.01) {
        const dayAgo = new Date(at.getTime() - limits.accountMemoryMs).toISOString();
        await db
          .deleteFrom('identity_throttle')
          .where('window_started_at', '<', dayAgo)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', stamp)]))
          .execute();
      }
    },

    async clear(key) {
      await db.deleteFrom('identity_throttle').where('key', '=', key).execute();
    },

    async countMail(keys, message) {
      const at = now();
      for (const { key, limit } of keys) {
        const answer = await createRateLimiter(rateLimits, { limit, windowMs: limits.mailWindowMs }).hit(key, at.getTime());
        if (!answer.allowed) refuse(new Date(at.getTime() + answer.retryAfterMs), at, message);
      }
    },
  };
}
