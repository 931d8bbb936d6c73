import { describe, expect, it } from 'vitest';
import { cacheFor } from './ttl-cache';

describe('cacheFor', () => {
  it('should load once within the time to live and share the answer', async () => {
    let clock = 0;
    let loads = 0;
    const get = cacheFor(1_000, async () => ++loads, () => clock);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    clock = 999;
    expect(await get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('should load again once the time to live has passed', async () => {
    let clock = 0;
    let loads = 0;
    const get = cacheFor(1_000, async () => ++loads, () => clock);
    await get();
    clock = 1_000;
    expect(await get()).toBe(2);
  });

  it('should forget a failed load so the next call tries again', async () => {
    let fail = true;
    const get = cacheFor(1_000, async () => {
      if (fail) throw new Error('database unavailable');
      return 'tree';
    });
    await expect(get()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await get()).toBe('tree');
  });

  it('should not cache at all with a time to live of 0', async () => {
    let loads = 0;
    const get = cacheFor(0, async () => ++loads);
    await get();
    await get();
    expect(loads).toBe(2);
  });
});
