import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** A map that keeps at most `capacity` entries, forgetting the least recently used first. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting makes this entry the most recent.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}

export interface DiskBudget {
  /** A cached file was read: it becomes the most recently used. */
  used(path: string, bytes: number): Promise<void>;
  /** A file was written: counted, and the least recently used files removed while over budget. */
  added(path: string, bytes: number): Promise<void>;
  /** What the budget counts now: for tests and operators. */
  usage(): Promise<{ files: number; bytes: number }>;
}

async function listFiles(dir: string): Promise<{ path: string; bytes: number; modified: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const stats = await stat(path).catch(() => null);
        return stats ? { path, bytes: stats.size, modified: stats.mtimeMs } : null;
      }),
  );
  return files.filter((file) => file !== null).sort((a, b) => a.modified - b.modified);
}

/**
 * Keeps a cache directory within `maxBytes` and `maxFiles`, removing the least recently used files first.
 * What is on disk when the process starts is counted (oldest first) before the first change.
 */
export function createDiskBudget(dir: string, limits: { maxBytes: number; maxFiles: number }): DiskBudget {
  const files = new Map<string, number>();
  let total = 0;
  let ready: Promise<void> | null = null;

  const load = () => {
    ready ??= listFiles(dir).then((found) => {
      for (const file of found) {
        if (!files.has(file.path)) {
          files.set(file.path, file.bytes);
          total += file.bytes;
        }
      }
    });
    return ready;
  };

  function record(path: string, bytes: number) {
    total -= files.get(path) ?? 0;
    files.delete(path);
    files.set(path, bytes);
    total += bytes;
  }

  async function evict() {
    const removals: Promise<void>[] = [];
    while (total > limits.maxBytes || files.size > limits.maxFiles) {
      const oldest = files.entries().next();
      if (oldest.done) break;
      const [path, bytes] = oldest.value;
      files.delete(path);
      total -= bytes;
      removals.push(unlink(path).catch(() => undefined));
    }
    await Promise.all(removals);
  }

  return {
    async used(path, bytes) {
      await load();
      record(path, bytes);
    },
    async added(path, bytes) {
      await load();
      record(path, bytes);
      await evict();
    },
    async usage() {
      await load();
      return { files: files.size, bytes: total };
    },
  };
}
