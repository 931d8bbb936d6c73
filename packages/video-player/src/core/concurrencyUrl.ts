// The socket's address on its own: the sites name it in every page's first load (their player services),
// while the socket itself (concurrency.ts) loads with the player (issue 13).
export const concurrencyPath = '/api/videos/concurrency';

/** The socket URL on the page's own origin (the site proxies `/api`). */
export function concurrencyUrl(location: { protocol: string; host: string }, path = concurrencyPath): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
