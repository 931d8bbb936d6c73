/**
 * Stream concurrency (DESIGN 'Media'): each account holds at most `limit` live sessions at once. A
 * session is a member of its account's set with an expiry; expired members no longer count. `acquire` is
 * one atomic step (purge the expired, refresh the member if it is already there, else add it only when
 * the account is under the limit), so simultaneous attempts never hold more than the limit between them.
 */
export interface ConcurrencyStore {
  /**
   * Takes or refreshes `session`'s slot in `account`'s set until `expiresAt` (ms since the epoch).
   * Resolves true when held, false when the account already holds `limit` other live sessions.
   */
  acquire(request: { account: string; session: string; limit: number; now: number; expiresAt: number }): Promise<boolean>;
  /** Gives the slot up (a closed socket); unknown sessions are ignored. */
  release(account: string, session: string): Promise<void>;
  /** How many live sessions the account holds at `now`. */
  count(account: string, now: number): Promise<number>;
  /** Whether `session` holds a live slot in `account`'s set at `now` (media refuses a token whose session does not). */
  holds(account: string, session: string, now: number): Promise<boolean>;
  /**
   * Binds `session` to one socket (`owner`) until `expiresAt`, or extends that socket's binding. False while
   * another socket's binding is live: one socket per session, on every instance.
   */
  claim(request: { account: string; session: string; owner: string; now: number; expiresAt: number }): Promise<boolean>;
  /** Ends `owner`'s binding of the session; another socket's binding is left alone. */
  unclaim(account: string, session: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The in-process store, for one platform instance: JavaScript runs `acquire` to the end before any other
 * request's, so it is atomic without locks.
 */
export function createMemoryConcurrencyStore(): ConcurrencyStore {
  const accounts = new Map<string, Map<string, number>>();
  // `account session` → the socket bound to it and until when.
  const claims = new Map<string, { owner: string; expiresAt: number }>();
  const claimKey = (account: string, session: string) => `${account} ${session}`;

  const live = (account: string, now: number): Map<string, number> => {
    const sessions = accounts.get(account) ?? new Map<string, number>();
    for (const [session, expiresAt] of sessions) if (expiresAt <= now) sessions.delete(session);
    if (sessions.size === 0) accounts.delete(account);
    return sessions;
  };

  return {
    async acquire({ account, session, limit, now, expiresAt }) {
      const sessions = live(account, now);
      if (!sessions.has(session) && sessions.size >= limit) return false;
      sessions.set(session, expiresAt);
      accounts.set(account, sessions);
      return true;
    },
    async release(account, session) {
      const sessions = accounts.get(account);
      sessions?.delete(session);
      if (sessions?.size === 0) accounts.delete(account);
    },
    async count(account, now) {
      return live(account, now).size;
    },
    async holds(account, session, now) {
      return live(account, now).has(session);
    },
    async claim({ account, session, owner, now, expiresAt }) {
      const key = claimKey(account, session);
      const current = claims.get(key);
      if (current && current.owner !== owner && current.expiresAt > now) return false;
      claims.set(key, { owner, expiresAt });
      return true;
    },
    async unclaim(account, session, owner) {
      const key = claimKey(account, session);
      if (claims.get(key)?.owner === owner) claims.delete(key);
    },
    async close() {
      accounts.clear();
      claims.clear();
    },
  };
}
