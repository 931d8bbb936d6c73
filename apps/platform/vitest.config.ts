import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Every test file runs on a pinned clock (TEST_NOW): no test depends on the machine's date.
    setupFiles: ['src/testing/setup-clock.ts'],
    // Each file opens its own databases (a temp SQLite file, a fresh Postgres database): safe in parallel.
    pool: 'forks',
    // Vitest's default (one fewer than the cores), but never fewer than two: on CI's two cores the default
    // runs these files one at a time, and this package is the last of `npm test`'s unit tests by minutes,
    // alone for its last seven with the second core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Renditions at the machine's normal priority (media/ffmpeg.ts): this suite's own workers and databases
    // keep both cores busy, and at the default nice 10 a goal clip's transcode took 230 to 480 s, 7 s alone.
    env: { MEDIA_NICE: '0' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
