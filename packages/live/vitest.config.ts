import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A bound for a hang, not a guess at how fast a busy machine runs a test.
    testTimeout: 60_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
});
