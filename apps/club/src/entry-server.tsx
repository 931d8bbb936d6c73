import { cookieNames } from '@club/adverts';
import { signedInHintCookies } from '@club/api-client';
import { createRenderEntry, type SiteRoute } from '@tooling/ssr';
import { clubSiteRoutes } from './feeds/siteRoutes';
import { createRouter } from './router';

/** Called by the site server for every page request. */
export const render = createRenderEntry(createRouter);

/** The feeds (robots.txt, sitemap, news RSS, team calendars), answered before page rendering. */
export const routes: readonly SiteRoute[] = clubSiteRoutes;

/**
 * The fan's choices kept in cookies (consent, child-friendly mode, promos seen, the site-lock entry) are
 * rendered by the server, so a page shared by the page cache varies by them and by nothing else. The
 * platform's "signed in" hint is not rendered by anyone, but a returning fan whose access cookie has
 * lapsed carries only it (by any of its names, plain or prefixed over HTTPS): listed here, their pages still come from the cache (its own copy, the same page).
 */
export const sharedCookies: readonly string[] = [...Object.values(cookieNames), ...signedInHintCookies];
