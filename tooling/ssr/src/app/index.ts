// The browser-safe half of @tooling/ssr: what an app's routes and components use. It must never
// import the server half (Fastify, Vite), or those land in the client bundle.
export { AppLink, linkTarget, navigatesInPage } from './AppLink';
export type { AppLinkProps } from './AppLink';
export { notFoundTitle, notFoundView, routeErrorView } from './routeError';
export type { ErrorView } from './routeError';
export { hydrateSite } from './hydrateSite';
export { renderInstant } from './siteClock';
export { siteOrigins } from './siteOrigins';
export type { SiteOrigins } from './siteOrigins';
export type { SiteRouterContext } from './siteContext';
export { SiteDocument } from './SiteDocument';
export type { CookieFlag } from './cookieFlags';
export { siteHead } from './siteHead';
export type { SiteHeadOptions } from './siteHead';
export { isChunkLoadError, reloadOnceForChunkError } from './chunkReload';
export { lazyWithReload } from './lazyWithReload';
