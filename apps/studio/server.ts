import { startSiteServer } from '@tooling/ssr';

// PORT, HOST, PLATFORM_URL and LOG_LEVEL come from the environment; `--dev` runs Vite in the server.
// `npm start` passes STUDIO_PORT on as PORT.
await startSiteServer({ serverUrl: import.meta.url, defaultPort: 3002 });
