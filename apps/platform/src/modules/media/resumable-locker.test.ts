import { ERRORS } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisConnections, createRedisConnections } from '../../infra/redis/connections';
import { hasRedisServer, startRedis } from '../../testing/redis';
import { createRedisLocker } from './resumable-locker';

/** Two instances' lockers (two sets of connections) on one real redis-server. */
describe.skipIf(!hasRedisServer)('the resumable uploads’ Redis lock', () => {
  let redis: { url: string; stop(): Promise<void> };
  const connections: RedisConnections[] = [];
  const connect = () => {
    const made = createRedisConnections(redis.url);
    connections.push(made);
    return made;
  };
  const running = () => new AbortController().signal;

  beforeAll(async () => {
    redis = await startRedis();
  }, 130_000);
  afterAll(async () => {
    for (const made of connections) await made.close();
    await redis?.stop();
  });

  it('should hold an upload for one instance at a time, ask the holder to let go, and pass it on when it does', async () => {
    const first = createRedisLocker(connect(), { prefix: 'test-a:' });
    const second = createRedisLocker(connect(), { prefix: 'test-a:' });
    const held = first.newLock('tv-0000000000000001');
    let askToLetGo: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      askToLetGo = resolve;
    });
    await held.lock(running(), () => askToLetGo());

    let passedOn = false;
    const wanted = second.newLock('tv-0000000000000001');
    // Once it has it, a third's request is ended when it asks for it (it found it held and asked).
    const stopped = new AbortController();
    const waiting = wanted.lock(running(), () => stopped.abort()).then(() => {
      passedOn = true;
    });
    // The holder hears, on its own instance, that another wants the upload.
    await asked;
    expect(passedOn).toBe(false);
    // Another upload is not held up by it.
    const other = second.newLock('tv-0000000000000002');
    await other.lock(running(), () => undefined);
    await other.unlock();

    await held.unlock();
    await waiting;
    expect(passedOn).toBe(true);

    // A request that ends while it waits gets no lock (tus answers it as a lock timeout).
    await expect(first.newLock('tv-0000000000000001').lock(stopped.signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await wanted.unlock();
  });

  it('should free an upload whose holder died (its key expires), then keep it for the next holder', async () => {
    const dying = connect();
    const first = createRedisLocker(dying, { prefix: 'test-b:', ttlMs: 500 });
    const second = createRedisLocker(connect(), { prefix: 'test-b:', ttlMs: 500 });
    const lost = first.newLock('tv-0000000000000003');
    await lost.lock(running(), () => undefined);
    // The instance is gone without a word: no unlock, no renewals.
    await dying.close();

    const taken = second.newLock('tv-0000000000000003');
    const stopped = new AbortController();
    await taken.lock(running(), () => stopped.abort());
    // Held by the second: a third finds it so, asks, and is refused when its request ends.
    const third = createRedisLocker(connect(), { prefix: 'test-b:' }).newLock('tv-0000000000000003');
    await expect(third.lock(stopped.signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await taken.unlock();
  });
});
