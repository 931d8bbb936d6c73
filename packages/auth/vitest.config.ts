import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components import `.css.ts` files; the plugin compiles them so class names exist in tests.
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // The form journeys type whole addresses and passwords; on two shared cores they can pass 5 s.
    testTimeout: 60_000,
  },
});
