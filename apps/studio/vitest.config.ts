import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Without the site's build plugins: tests import components and route options directly.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A bound for a hang, not a guess at how fast a busy machine runs a test.
    testTimeout: 60_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
