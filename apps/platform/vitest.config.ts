import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Every test file runs on a pinned clock (TEST_NOW): no test depends on the machine's date.
    setupFiles: ['src/testing/setup-clock.ts'],
    // Each file opens its own databases (a temp SQLite file, a fresh Postgres database): safe in parallel.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
