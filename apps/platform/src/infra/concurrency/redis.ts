import type { RedisConnections } from '../redis/connections';
import type { ConcurrencyStore } from './store';

/**
 * `acquire` as one Lua script, which Redis runs alone: a sorted set per account, members the session ids,
 * scores their expiry in ms. Purge the expired, refresh a member already there, else add one only under
 * the limit. The key itself expires with its last member, so idle accounts leave nothing behind.
 */
const acquireScript = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local expiresAt = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local session = ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
if not redis.call('ZSCORE', key, session) and redis.call('ZCARD', key) >= limit then
  return 0
end
redis.call('ZADD', key, expiresAt, session)
local latest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', key, math.ceil(tonumber(latest[2])))
return 1
`;

/** A session's socket binding: set when free, or when its owner extends it; it expires on its own. */
const claimScript = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then
  return 0
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;
/** Deleted only by its owner. */
const unclaimScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
end
return 1
`;

const keyOf = (account: string): string => `club:concurrency:${account}`;
const claimKeyOf = (account: string, session: string): string => `club:concurrency-socket:${account}:${session}`;

/** The shared store for several platform instances (REDIS_URL), on the one commands connection its owner closes. */
export function createRedisConcurrencyStore(connections: RedisConnections): ConcurrencyStore {
  const redis = connections.commands();
  redis.defineCommand('clubAcquire', { numberOfKeys: 1, lua: acquireScript });
  redis.defineCommand('clubClaim', { numberOfKeys: 1, lua: claimScript });
  redis.defineCommand('clubUnclaim', { numberOfKeys: 1, lua: unclaimScript });
  const commands = redis as unknown as {
    clubAcquire(key: string, now: number, expiresAt: number, limit: number, session: string): Promise<number>;
    clubClaim(key: string, owner: string, ttlMs: number): Promise<number>;
    clubUnclaim(key: string, owner: string): Promise<number>;
  };
  const acquire = commands.clubAcquire.bind(redis);

  return {
    async acquire({ account, session, limit, now, expiresAt }) {
      return (await acquire(keyOf(account), now, expiresAt, limit, session)) === 1;
    },
    async release(account, session) {
      await redis.zrem(keyOf(account), session);
    },
    async count(account, now) {
      return redis.zcount(keyOf(account), `(${now}`, '+inf');
    },
    async holds(account, session, now) {
      const expiresAt = await redis.zscore(keyOf(account), session);
      return expiresAt !== null && Number(expiresAt) > now;
    },
    async claim({ account, session, owner, now, expiresAt }) {
      return (await commands.clubClaim(claimKeyOf(account, session), owner, Math.max(1, Math.ceil(expiresAt - now)))) === 1;
    },
    async unclaim(account, session, owner) {
      await commands.clubUnclaim(claimKeyOf(account, session), owner);
    },
    async close() {},
  };
}
