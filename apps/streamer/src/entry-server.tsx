import { createRenderEntry } from '@tooling/ssr';
import { createRouter } from './router';

/** Called by the site server for every page request. */
export const render = createRenderEntry(createRouter);

/**
 * A fan's own pages (issue 32): the checkout's way back. Every other page (the home page) is public:
 * rendered with no cookie, the same bytes for every fan, kept by the page cache and any CDN.
 */
export const privatePaths: readonly string[] = ['/account', '/packages'];
