import { cookieNames } from '@club/adverts';
import { signedInHintCookie } from '@club/api-client';
import { startSiteServer } from '@tooling/ssr';
import { clubSiteRoutes } from './src/feeds/siteRoutes';

// PORT, HOST, PLATFORM_URL and LOG_LEVEL come from the environment; `--dev` runs Vite in the server.
// The feeds (robots.txt, sitemap, news RSS, team calendars) are answered before page rendering.
// The fan's choices kept in cookies (consent, child-friendly mode, promos seen, the site-lock entry) are
// rendered by the server, so a page shared by the page cache varies by them and by nothing else. The
// platform's "signed in" hint is not rendered by anyone, but a returning fan whose access cookie has
// lapsed carries only it: listed here, their pages still come from the cache (its own copy, the same page).
await startSiteServer({
  serverUrl: import.meta.url,
  defaultPort: 3000,
  routes: clubSiteRoutes,
  sharedCookies: [...Object.values(cookieNames), signedInHintCookie],
});
