/**
 * Remembers what an async loader returned for `ttlMs`, so data that changes only with the seed (the
 * navigation tree, the menus) is not rebuilt for every page a site renders. Callers that arrive while
 * a load is under way share it. A failed load is forgotten at once, so the next call tries again.
 * A ttl of 0 turns the cache off. `forget()` drops it when the data is known to have changed.
 */
export function cacheFor<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = () => performance.now(),
): (() => Promise<T>) & { forget(): void } {
  let entry: { value: Promise<T>; expires: number } | undefined;
  const read = () => {
    if (ttlMs <= 0) return load();
    const time = now();
    if (entry && time < entry.expires) return entry.value;
    const value = load();
    const current = { value, expires: time + ttlMs };
    entry = current;
    value.catch(() => {
      if (entry === current) entry = undefined;
    });
    return value;
  };
  /** Drops what is remembered (the data changed): the next call loads afresh. */
  const forget = () => {
    entry = undefined;
  };
  return Object.assign(read, { forget });
}
