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
      // A route's loader goes into its component's chunk (issue 13): its data modules then load with
      // that route only, not in every page's app chunk. The chunk is fetched before the loader runs,
      // on the first load as on a navigation, so this costs no extra request.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      // Tests sit beside the route they test without becoming routes themselves.
      routeFileIgnorePattern: '\\.test\\.',
    }),
    vanillaExtractPlugin(),
    react(),
    siteVitePlugin({ chunks: 'first-load' }),
  ],
  build: {
    // One stylesheet for the whole site instead of one per component chunk (issue 13): 13.8 KB gzip,
    // fetched once and cached for every page, where split CSS put 22–27 render-blocking links on each
    // page (16–18 KB gzip added up, the split files compressing worse). @tooling/ssr links it from the root.
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
