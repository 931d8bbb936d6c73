// `@club/video-player/preload`: what a site's first load carries to have the players' code loaded before
// the click (issue 30). Apart from the package's index, so the first load takes none of the players.
export { preloadedComponent, usePreloadedComponent } from './preloadedComponent';
export type { PreloadedComponent, PreloadedComponentOptions } from './preloadedComponent';
export { usePreloadPlayers } from './usePreloadPlayers';
export type { LoadPlayers, PageEvents } from './watchPlayerIntents';
