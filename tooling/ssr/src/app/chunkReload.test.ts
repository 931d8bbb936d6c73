import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from './chunkReload';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('chunk-load failures (SPEC 8)', () => {
  it('should recognise failed chunks and dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status code 500'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('should reload once per build: not again on the reloaded page, once more after another deploy', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload, '/assets/entry-client-A1.js')).toBe(true);
    expect(reloadOnceForChunkError(storage, reload, '/assets/entry-client-A1.js')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(storage, reload, '/assets/entry-client-B2.js')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('should not reload without storage to guard against a loop', () => {
    const reload = vi.fn();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadOnceForChunkError(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
