import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { RedisConnections } from '../../infra/redis/connections';

/**
 * The resumable uploads' lock that every instance shares (REDIS_URL): @tus/server takes it around every
 * request on an upload (PATCH, HEAD, DELETE), so two instances never write one upload's bytes at once.
 * @tus/server ships only MemoryLocker (one process); no Redis locker is published by tus (one is an open
 * pull request), so this is the small one the tus Locker interface asks for, on the platform's own Redis
 * connections (infra/redis):
 *
 * - held: `SET club:tus:lock:<id> <token> NX PX <ttl>`, renewed while held (a PATCH of a large chunk), so a
 *   holder that dies frees it within `ttlMs`; released only by its holder (compare-and-delete in one script);
 * - wanted while held: the waiter publishes the upload's id on `club:tus:release`, and the holder, on
 *   whichever instance, is asked to let go (tus ends its request cleanly: a client that reconnected to
 *   another instance after a dropped connection is not kept waiting for the dead one), as MemoryLocker does;
 * - freed: the holder publishes the id on `club:tus:unlocked` and waiters try again at once (and every
 *   `retryMs` anyway, for a holder that died and whose key only expired).
 *
 * A lock not had within `acquireTimeoutMs` (or whose request ended) is ERR_LOCK_TIMEOUT, as MemoryLocker's.
 */
export interface RedisLockerOptions {
  ttlMs?: number;
  acquireTimeoutMs?: number;
  retryMs?: number;
  /** Names the keys and channels (tests keep theirs apart). */
  prefix?: string;
}

// KEYS[1] the lock; ARGV[1] the holder's token; ARGV[2] the time to live (ms), for a renewal.
const releaseScript = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const renewScript = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

export function createRedisLocker(redis: RedisConnections, options: RedisLockerOptions = {}): Locker {
  const ttlMs = options.ttlMs ?? 30_000;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const retryMs = options.retryMs ?? 250;
  const prefix = options.prefix ?? 'club:tus:';
  const releaseChannel = `${prefix}release`;
  const unlockedChannel = `${prefix}unlocked`;
  const keyOf = (id: string) => `${prefix}lock:${id}`;

  /** Locks held here, by upload id: whom to ask to let go. */
  const held = new Map<string, RequestRelease>();
  /** Lock requests waiting here, by upload id: how to wake them. */
  const waiting = new Map<string, Set<() => void>>();
  // Subscribed on the first lock asked for (an instance that never takes an upload listens to nothing).
  let listening: Promise<unknown> | undefined;
  const listen = () =>
    (listening ??= Promise.all([
      redis.subscribe(releaseChannel, (id) => {
        void Promise.resolve(held.get(id)?.()).catch(() => undefined);
      }),
      redis.subscribe(unlockedChannel, (id) => {
        for (const wake of waiting.get(id) ?? []) wake();
      }),
    ]).catch((error: unknown) => {
      // Asked again by the next lock.
      listening = undefined;
      throw error;
    }));

  class RedisLock implements Lock {
    private token = randomBytes(16).toString('hex');
    private renewal: NodeJS.Timeout | undefined;

    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      await listen();
      const commands = redis.commands();
      const key = keyOf(this.id);
      const deadline = performance.now() + acquireTimeoutMs;
      let asked = false;
      while (!signal.aborted && performance.now() < deadline) {
        if ((await commands.set(key, this.token, 'PX', ttlMs, 'NX')) === 'OK') {
          held.set(this.id, requestRelease);
          this.renewal = setInterval(() => {
            void commands.eval(renewScript, 1, key, this.token, String(ttlMs)).then(
              (renewed) => {
                // Lost (expired while Redis was out of reach): the request ends rather than write unguarded.
                if (Number(renewed) === 0) void Promise.resolve(requestRelease()).catch(() => undefined);
              },
              () => undefined,
            );
          }, Math.max(1, Math.floor(ttlMs / 3)));
          this.renewal.unref();
          return;
        }
        if (!asked) {
          asked = true;
          await commands.publish(releaseChannel, this.id);
        }
        await this.freed(signal, Math.min(retryMs, Math.max(0, deadline - performance.now())));
      }
      throw ERRORS.ERR_LOCK_TIMEOUT;
    }

    /** Until the holder says it let go, the request ends, or `ms` pass (a holder that died says nothing). */
    private freed(signal: AbortSignal, ms: number): Promise<void> {
      return new Promise((resolve) => {
        const wakers = waiting.get(this.id) ?? new Set<() => void>();
        waiting.set(this.id, wakers);
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          wakers.delete(done);
          if (wakers.size === 0 && waiting.get(this.id) === wakers) waiting.delete(this.id);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done);
        wakers.add(done);
      });
    }

    async unlock(): Promise<void> {
      clearInterval(this.renewal);
      this.renewal = undefined;
      held.delete(this.id);
      const commands = redis.commands();
      await commands.eval(releaseScript, 1, keyOf(this.id), this.token);
      await commands.publish(unlockedChannel, this.id);
    }
  }

  return { newLock: (id: string) => new RedisLock(id) };
}
