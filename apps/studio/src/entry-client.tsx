// First, before any schema is built: the editor validates with zod, which must not probe for eval
// under the site's Content-Security-Policy.
import './studio/zodConfig';
import { hydrateSite } from '@tooling/ssr/app';
import { createRouter } from './router';

hydrateSite(createRouter);
