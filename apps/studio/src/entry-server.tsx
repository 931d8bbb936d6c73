import { createRenderEntry } from '@tooling/ssr';
import { createRouter } from './router';

/** Called by the site server for every page request. */
export const render = createRenderEntry(createRouter);
