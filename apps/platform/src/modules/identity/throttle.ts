import type { Kysely } from 'kysely';
import { HttpError } from '../../infra/http/errors';
import type { DB } from '../../infra/db/schema';
import { createDatabaseRateLimitStore } from '../../infra/rate-limit/database';
import { type RateLimitStore, createRateLimiter } from '../../infra/rate-limit/limiter';

/**
 * Sign-in throttling and rate limits, counted in the database so every instance sees the same numbers.
 *
 * Nothing is ever locked by the typed username alone (anyone could then lock a chosen fan out), nor for
 * everyone at once: failures count per account and address (`accountKey`) and per address (`ipKey`), each
 * answered with progressive delays (429 with Retry-After), so an attacker is slowed while the fan signing
 * in from their own address still gets in.
 *
 * Per account and address (keyed by the typed username, so an unknown address locks exactly like a known
 * one and a lockout reveals nothing): the first 4 failures are free; the 5th makes that account wait 1
 * minute at that address, and each further failure while the count stands doubles it (2, 4, 8 … minutes,
 * at most an hour). The count is forgotten a day after it started, or at a successful sign-in there.
 * Per address, across accounts (password spraying): the first 99 failures within 15 minutes are free; the
 * 100th makes the address wait 1 second, each further one doubles it (at most 15 minutes). A carrier NAT
 * shares one address between a few dozen phones, whose typing slips stay far below 100 in 15 minutes.
 * Mails are the platform's rate limiter's (Redis when REDIS_URL is set, else the database), in windows
 * of `mailWindowMs` on the clock.
 */
export interface ThrottleLimits {
  accountFreeFailures: number;
  accountFirstLockMs: number;
  accountMaxLockMs: number;
  accountMemoryMs: number;
  ipFreeFailures: number;
  ipFirstLockMs: number;
  ipMaxLockMs: number;
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
  ipFreeFailures: 99,
  ipFirstLockMs: 1000,
  ipMaxLockMs: 15 * 60_000,
  ipWindowMs: 15 * 60_000,
  ipMails: 100,
  accountMails: 6,
  mailWindowMs: 60 * 60_000,
};

/** The wait after the `over`-th failure past the free ones: `firstMs`, doubling each time, at most `maxMs`. */
function progressiveLockMs(over: number, firstMs: number, maxMs: number): number {
  if (over <= 0) return 0;
  // 2 ** 40 is already past any cap; the exponent stays finite for a count in the millions.
  return Math.min(firstMs * 2 ** Math.min(over - 1, 40), maxMs);
}

export interface Throttle {
  /** Refuses with 429 and Retry-After while any of the keys is locked. */
  assertOpen(keys: readonly string[], message: string): Promise<void>;
  /** Counts a failed sign-in (or a wrong code) against the account at this address (or the code's account) and the address. */
  recordFailure(accountKey: string, ipKey: string): Promise<void>;
  /** A successful sign-in forgives the account's failures at that address. */
  clear(key: string): Promise<void>;
  /** Counts one more mail-sending request; refuses with 429 once a limit is passed. */
  countMail(keys: readonly { key: string; limit: number }[], message: string): Promise<void>;
}

/**
 * One account's failures from one address. A space never appears in a username (an email address) nor
 * in an address. The code checks (`codeKey`) stay per account: a 6-digit code must not get a fresh set
 * of guesses on every address.
 */
export const accountKey = (username: string, ip: string) => `signin-account:${username} ${ip}`;
export const codeKey = (username: string) => `signin-account:code:${username}`;
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
      const accountLockMs = progressiveLockMs(failures - limits.accountFreeFailures, limits.accountFirstLockMs, limits.accountMaxLockMs);
      const lockedUntil = accountLockMs > 0 ? new Date(at.getTime() + accountLockMs).toISOString() : null;
      await write(account, failures, fresh ? stamp : accountRow.window_started_at, lockedUntil);

      const ipRow = await read(ip);
      const ipFresh = !ipRow || at.getTime() - Date.parse(ipRow.window_started_at) > limits.ipWindowMs;
      const ipStart = ipFresh ? at : new Date(ipRow.window_started_at);
      const ipCount = ipFresh ? 1 : ipRow.count + 1;
      const ipLockMs = progressiveLockMs(ipCount - limits.ipFreeFailures, limits.ipFirstLockMs, limits.ipMaxLockMs);
      const ipLock = ipLockMs > 0 ? new Date(at.getTime() + ipLockMs).toISOString() : null;
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
