import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens its own databases (a temp SQLite file, a fresh Postgres database): safe in parallel.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
