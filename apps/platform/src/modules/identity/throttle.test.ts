import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../infra/http/errors';
import { migrateToLatest } from '../../infra/db/migrate';
import { type TestDatabase, createTestDatabase, testDialects } from '../../testing/databases';
import { accountKey, createThrottle, defaultThrottleLimits, ipKey } from './throttle';

describe.each(testDialects)('identity throttle on $dialect', ({ dialect }) => {
  let testDatabase: TestDatabase;
  let clock = new Date('2026-11-21T12:00:00Z');

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
  });

  afterAll(async () => {
    await testDatabase?.drop();
  });

  const lockSeconds = async (throttle: ReturnType<typeof createThrottle>, key: string) => {
    try {
      await throttle.assertOpen([key], 'Too many.');
      return 0;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(429);
      return Number((error as HttpError).headers['retry-after']);
    }
  };

  it('should lock an account after 5 failures for 1 minute, doubling each time up to an hour', async () => {
    const throttle = createThrottle(testDatabase.database.db, defaultThrottleLimits, () => clock);
    const waits: number[] = [];
    for (let failure = 1; failure <= 12; failure += 1) {
      await throttle.recordFailure('signin-account:a@example.com', `signin-ip:10.0.0.${failure}`);
      waits.push(await lockSeconds(throttle, 'signin-account:a@example.com'));
    }
    expect(waits).toEqual([0, 0, 0, 0, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    // A success forgives.
    await throttle.clear('signin-account:a@example.com');
    expect(await lockSeconds(throttle, 'signin-account:a@example.com')).toBe(0);
  });

  it('should lock an account only at the address its failures came from', async () => {
    const throttle = createThrottle(testDatabase.database.db, defaultThrottleLimits, () => clock);
    for (let failure = 0; failure < 8; failure += 1) await throttle.recordFailure(accountKey('d@example.com', '198.51.100.1'), ipKey('198.51.100.1'));
    expect(await lockSeconds(throttle, accountKey('d@example.com', '198.51.100.1'))).toBe(480);
    expect(await lockSeconds(throttle, accountKey('d@example.com', '203.0.113.1'))).toBe(0);
    expect(await lockSeconds(throttle, ipKey('203.0.113.1'))).toBe(0);
  });

  it('should slow an address after 99 free failures across accounts: 1 s, doubling each time, at most 15 minutes', async () => {
    const throttle = createThrottle(testDatabase.database.db, defaultThrottleLimits, () => clock);
    const waits: number[] = [];
    for (let failure = 1; failure <= 112; failure += 1) {
      await throttle.recordFailure(accountKey(`spray${failure}@example.com`, '10.4.0.1'), ipKey('10.4.0.1'));
      if (failure >= 98) waits.push(await lockSeconds(throttle, ipKey('10.4.0.1')));
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    // Another address is not slowed at all.
    expect(await lockSeconds(throttle, ipKey('10.4.0.2'))).toBe(0);
  });

  it('should forget failures a day after they started', async () => {
    const throttle = createThrottle(testDatabase.database.db, defaultThrottleLimits, () => clock);
    for (let failure = 0; failure < 4; failure += 1) await throttle.recordFailure('signin-account:b@example.com', 'signin-ip:10.1.0.1');
    clock = new Date(clock.getTime() + 25 * 60 * 60_000);
    await throttle.recordFailure('signin-account:b@example.com', 'signin-ip:10.1.0.1');
    expect(await lockSeconds(throttle, 'signin-account:b@example.com')).toBe(0);
  });

  it('should count mails per key and refuse past the limit until the window ends', async () => {
    const throttle = createThrottle(testDatabase.database.db, { ...defaultThrottleLimits, accountMails: 2 }, () => clock);
    const keys = [{ key: 'mail-account:c@example.com', limit: 2 }];
    await throttle.countMail(keys, 'Too many emails.');
    await throttle.countMail(keys, 'Too many emails.');
    await expect(throttle.countMail(keys, 'Too many emails.')).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '3600' } });
    clock = new Date(clock.getTime() + 61 * 60_000);
    await throttle.countMail(keys, 'Too many emails.');
  });
});
