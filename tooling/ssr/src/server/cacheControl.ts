/** Hashed build output: the name changes whenever the content does, so browsers may keep it forever. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Everything else under the client build (favicon, robots.txt): same URL across releases. */
export const shortCacheControl = 'public, max-age=300, must-revalidate';

/** The cache policy of a file of the client build, by its path relative to `dist/client`. */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replaceAll('\\', '/').replace(/^\/+/, '');
  return path.startsWith('assets/') ? immutableCacheControl : shortCacheControl;
}
