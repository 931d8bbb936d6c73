import { siteVitePlugin } from '@tooling/ssr';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must run before React's, so route files are split before JSX is compiled.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Tests sit beside the route they test without becoming routes themselves.
      routeFileIgnorePattern: '\\.test\\.',
    }),
    vanillaExtractPlugin(),
    react(),
    siteVitePlugin(),
  ],
  build: {
    // One stylesheet for the whole studio, as on both sites (issue 13): fetched once, cached for every
    // page, and linked from the root by @tooling/ssr.
    cssCodeSplit: false,
  },
  // The ui package's recipe and sprinkles runtimes are found late on a cold start otherwise, forcing a
  // re-optimisation and a reload.
  optimizeDeps: {
    include: [
      '@club/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@club/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
});
