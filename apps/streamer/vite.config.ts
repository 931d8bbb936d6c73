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
  // The ui package's recipes runtime is found late on a cold start otherwise, forcing a re-optimisation.
  optimizeDeps: { include: ['@club/ui > @vanilla-extract/recipes/createRuntimeFn'] },
});
