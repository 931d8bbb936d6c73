import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Bounds for a hang, not guesses at speed: on a busy 2-core machine (the whole suite at once) the
    // 140-stream forwarding test took longer than vitest's default 5 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
