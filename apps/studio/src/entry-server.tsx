import { createRenderEntry } from '@tooling/ssr';
import { createRouter } from './router';

/** Called by the site server for every page request. */
export const render = createRenderEntry(createRouter);

/**
 * Every studio page is a member of staff's own (issue 32): rendered with their cookies, `private,
 * no-store`, never kept by the page cache or a CDN.
 */
export const privatePaths: readonly string[] = ['/'];
