import { createApiClient } from '@club/api-client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';

// Same origin: the site server forwards /api to the platform, so cookies stay first-party.
const router = createRouter({ api: createApiClient({ baseUrl: '' }), store: createStore() });

hydrateRoot(document, <RouterClient router={router} />);
