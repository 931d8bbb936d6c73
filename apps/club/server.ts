import { startSiteServer } from '@tooling/ssr';
import { clubSiteRoutes } from './src/feeds/siteRoutes';

// PORT, HOST, PLATFORM_URL and LOG_LEVEL come from the environment; `--dev` runs Vite in the server.
// The feeds (robots.txt, sitemap, news RSS, team calendars) are answered before page rendering.
await startSiteServer({ serverUrl: import.meta.url, defaultPort: 3000, routes: clubSiteRoutes });
