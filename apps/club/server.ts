import { cookieNames } from '@club/adverts';
import { startSiteServer } from '@tooling/ssr';
import { clubSiteRoutes } from './src/feeds/siteRoutes';

// PORT, HOST, PLATFORM_URL and LOG_LEVEL come from the environment; `--dev` runs Vite in the server.
// The feeds (robots.txt, sitemap, news RSS, team calendars) are answered before page rendering.
// The fan's choices kept in cookies (consent, child-friendly mode, promos seen, the site-lock entry) are
// rendered by the server, so a page shared by the page cache varies by them and by nothing else.
await startSiteServer({
  serverUrl: import.meta.url,
  defaultPort: 3000,
  routes: clubSiteRoutes,
  sharedCookies: Object.values(cookieNames),
});
