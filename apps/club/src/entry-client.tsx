import { hydrateSite } from '@tooling/ssr/app';
import { createRouter } from './router';

hydrateSite(createRouter);
