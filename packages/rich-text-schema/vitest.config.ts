import { defineConfig } from 'vitest/config';

export default defineConfig({
  // TipTap parses HTML with the DOM's own parser: happy-dom gives the tests one.
  test: { include: ['src/**/*.test.ts'], environment: 'happy-dom' },
});
