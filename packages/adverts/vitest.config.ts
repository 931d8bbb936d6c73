import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components import `.css.ts` files; the plugin compiles them so class names exist in tests.
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'happy-dom',
    // Queries wait up to 15 s on a busy machine (testing/setup.ts); a test gets room for several.
    testTimeout: 60_000,
    // A real origin, so document.cookie keeps what the components write.
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
