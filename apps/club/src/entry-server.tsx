import { cookieNames } from '@club/adverts';
import { createRenderEntry, type SiteRoute } from '@tooling/ssr';
import { clubSiteRoutes } from './feeds/siteRoutes';
import { createRouter } from './router';

/** Called by the site server for every page request. */
export const render = createRenderEntry(createRouter);

/** The feeds (robots.txt, sitemap, news RSS, team calendars), answered before page rendering. */
export const routes: readonly SiteRoute[] = clubSiteRoutes;

/**
 * A fan's own pages (issue 32): the account pages and the checkout's way back (`/packages` sends on to
 * `/account/payment-cancelled`). Every other page is public: rendered with no cookie, the same bytes for
 * every fan, kept by the page cache and any CDN; their choices (consent, child mode, promos seen) and
 * their sign-in are applied in the browser.
 */
export const privatePaths: readonly string[] = ['/account', '/packages'];

/**
 * The site lock is decided on the server (the locked page holds nothing but the lock screen), so a
 * visitor past it gets pages of their own; a fan of an unlocked site never carries the cookie.
 */
export const privateCookies: readonly string[] = [cookieNames.siteEntry];
