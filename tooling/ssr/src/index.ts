export { appLayout, healthPath, platformPrefixes, platformSocketPaths } from './conventions';
export { createRouterManifest } from './manifest/createRouterManifest';
export type { CreateRouterManifestOptions } from './manifest/createRouterManifest';
export { routeIdFromSource } from './manifest/routeIdFromSource';
export { scriptsFromHtml } from './manifest/scriptsFromHtml';
export { rootRouteId } from './manifest/types';
export type {
  RouterManifest,
  RouterManifestRoute,
  RouterManifestScript,
  ViteManifest,
  ViteManifestChunk,
} from './manifest/types';
export { createRenderEntry } from './render/createRenderEntry';
export { renderRouterRequest } from './render/renderRouterRequest';
export type { RenderContext, RenderRouterRequestOptions, ServerEntry } from './render/renderRouterRequest';
export { statusForMatches } from './render/statusForMatches';
export type { MatchOutcome } from './render/statusForMatches';
export { cacheControlFor, immutableCacheControl, shortCacheControl } from './server/cacheControl';
export { createSiteServer } from './server/createSiteServer';
export type { SiteServer, SiteServerOptions } from './server/createSiteServer';
export { gatewayError, socketUpgradeHeaders, withFirstPartyCookies, withForwardedHeaders } from './server/forwarding';
export type { GatewayError } from './server/forwarding';
export { resolveAppRoot } from './server/resolveAppRoot';
export type { SiteRoute, SiteRouteContext } from './server/siteRoutes';
export { siteOriginsFromEnv, siteServerOptionsFromEnv, startSiteServer } from './server/startSiteServer';
export type { StartSiteServerOptions } from './server/startSiteServer';
export { siteVitePlugin } from './vite/siteVitePlugin';
