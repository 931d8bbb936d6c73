import { startSiteServer } from '@tooling/ssr';

// PORT, HOST, PLATFORM_URL and LOG_LEVEL come from the environment; `--dev` runs Vite in the server.
// Import nothing else here: under `pnpm dev:club` this file runs on plain Node (tsx), which cannot load
// what the app's modules import through Vite (@club/ui's `?url` font, its icon sprite, `.css.ts` files).
// The site's own routes and shared cookies are exports of src/entry-server.tsx, which Vite loads.
await startSiteServer({ serverUrl: import.meta.url, defaultPort: 3000 });
