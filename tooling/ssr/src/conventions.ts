/**
 * Where an app keeps its pieces. Both sites follow the same layout, so the server, the Vite plugin and the
 * dev manifest agree on these paths without each app repeating them.
 */
export const appLayout = {
  clientEntry: 'src/entry-client.tsx',
  serverEntry: 'src/entry-server.tsx',
  serverMain: 'server.ts',
  routesDirectory: 'src/routes',
  clientOutDir: 'dist/client',
  serverOutDir: 'dist/server',
  /** Written by `siteVitePlugin` beside Vite's own manifest; dot-folders are never served. */
  routerManifestFile: '.vite/router-manifest.json',
  builtServerEntry: 'entry-server.js',
} as const;

/** Paths the site server forwards to the platform (DESIGN.md 'Running it'). */
export const platformPrefixes = ['/api', '/media', '/images'] as const;

/** The platform's websocket endpoints the sites forward as upgrades (SPEC 7 concurrency socket). */
export const platformSocketPaths = ['/api/videos/concurrency'] as const;

/**
 * The platform's long-lived streams (server-sent events: the live match updates), each held open for as
 * long as a page that shows a match is.
 */
export const platformStreamPaths = ['/api/matches/live'] as const;

/** Answered by the site server itself so process managers can wait for it without touching the platform. */
export const healthPath = '/_health';

/**
 * The site clock's instant, never cached (issue 32): a page a cache kept for minutes carries the instant
 * it was rendered at, so the browser asks this for the time it is now.
 */
export const clockPath = '/_clock';

/** The id of the inline JSON that carries the server's instant into the page (the site's clock). */
export const siteClockElementId = 'site-clock';

/** The id of the inline JSON that carries the server's site origins (CLUB_SITE_ORIGIN, STREAMER_SITE_ORIGIN) into the page. */
export const siteOriginsElementId = 'site-origins';
